// Plain values (no config module), so a second live auction needs no edit to the room.
export type AuctionRef = {
  navKey: string;
  /** null: not configured, nothing to bid on. */
  address: `0x${string}` | null;
  tokenId: bigint;
  salt: string;
  artistTokenId: bigint;
  opensAt: string;
  startLabel: string;
};

// Strings, parsed where used, so a second live auction needs no edit to the room.
export type AuctionRef = {
  navKey: string;
  /** null: not configured, nothing to bid on. */
  address: `0x${string}` | null;
  tokenId: string;
  salt: string;
  artistTokenId: string;
  opensAt: string;
  startLabel: string;
};

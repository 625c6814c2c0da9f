/**
 * Which live auction a room is of, as the server page tells its client components: the drop's nav
 * key (the bid pages' route asks by it), the item on the contract, who may bid and when it opens.
 * Strings, parsed where they are used, so a second live auction needs no edit to the room.
 */
export type AuctionRef = {
  navKey: string;
  /** The auction contract (null: not configured, nothing to bid on). */
  address: `0x${string}` | null;
  /** Decimal. */
  tokenId: string;
  salt: string;
  /** Decimal: the artist's id on the artist token. */
  artistTokenId: string;
  /** ISO 8601. */
  opensAt: string;
  startLabel: string;
};

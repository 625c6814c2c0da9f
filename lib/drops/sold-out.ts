/** Sold out when the total supply reaches the edition (drop-pages §4: "when total supply equals edition"), for every edition drop. */
export function soldOut(supply: bigint, edition: bigint): boolean {
  return supply >= edition;
}

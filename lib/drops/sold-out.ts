// drop-pages §4: "when total supply equals edition"
export function soldOut(supply: bigint, edition: bigint): boolean {
  return supply >= edition;
}

/**
 * A connected wallet's button says Loading until what it acts on is known: the chain's answer for it
 * where the panel reads (`reads`), and its balance where the action spends (`funds`, null while read).
 */
export function waitsForWallet(wallet: string | undefined, { reads, answered, funds }: { reads: boolean; answered: boolean; funds?: bigint | null }): boolean {
  return Boolean(wallet) && ((reads && !answered) || funds === null);
}

/** Ends only when the wallet no longer offers the account (null: it could not be asked), not on a lost connection. */
export function walletLeftSession(sessionAddress: string | null, walletAccounts: readonly string[] | null): boolean {
  if (!sessionAddress) return false;
  if (walletAccounts === null) return true;
  return walletAccounts[0]?.toLowerCase() !== sessionAddress.toLowerCase();
}

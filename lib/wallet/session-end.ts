/**
 * Whether a wallet event ends the wallet session (issue 28): only when the wallet itself no longer
 * offers the signed-in account — it disconnected from the site, or switched to another account.
 * A connection the site lost on its own (a reconnect that failed) leaves the wallet's answer
 * unchanged, and the session stands. `walletAccounts` is the wallet's answer to eth_accounts, the
 * selected account first; null when the wallet could not be asked (its connector is gone).
 */
export function walletLeftSession(sessionAddress: string | null, walletAccounts: readonly string[] | null): boolean {
  if (!sessionAddress) return false;
  if (walletAccounts === null) return true;
  return walletAccounts[0]?.toLowerCase() !== sessionAddress.toLowerCase();
}

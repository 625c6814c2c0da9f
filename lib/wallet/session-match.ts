/** Whether the connected wallet is the one the server session proved by wallet sign-in. */
export function isSignedInWallet(connected: string | null | undefined, sessionAddress: string | null | undefined): boolean {
  return Boolean(connected && sessionAddress && connected.toLowerCase() === sessionAddress.toLowerCase());
}

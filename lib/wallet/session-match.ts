export function isSignedInWallet(connected: string | null | undefined, sessionAddress: string | null | undefined): boolean {
  return Boolean(connected && sessionAddress && connected.toLowerCase() === sessionAddress.toLowerCase());
}

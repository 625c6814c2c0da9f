/** Whether this browser has an injected wallet (`window.ethereum`, a wallet extension or a wallet app's browser). Browser only. */
export function hasInjectedWallet(): boolean {
  return Boolean((window as { ethereum?: unknown }).ethereum);
}

export function hasInjectedWallet(): boolean {
  return Boolean((window as { ethereum?: unknown }).ethereum);
}

// platform-core §3 "Local storage".
const WALLET_KEY_PREFIXES = ['wagmi.', 'rk-', 'WALLETCONNECT', 'wc@2', '-walletlink', 'discord.'];

/** Logout (platform-core §4). */
export function clearStoredWalletData(storage: Storage = window.localStorage): void {
  const keys: string[] = [];
  for (let i = 0; i < storage.length; i++) {
    const key = storage.key(i);
    if (key && WALLET_KEY_PREFIXES.some((p) => key.startsWith(p))) keys.push(key);
  }
  keys.forEach((k) => storage.removeItem(k));
}

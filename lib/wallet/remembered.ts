/**
 * Whether wagmi's stored state says a wallet was connected on the last visit (wagmi 2 keeps it in
 * localStorage "wagmi.store" as { state: { current: <connection uid> | null } }). Only such visitors
 * need the wallet stack at once, to show their address; the others load it when they click.
 */
export function walletWasConnected(storage: Pick<Storage, 'getItem'>): boolean {
  try {
    const raw = storage.getItem('wagmi.store');
    if (!raw) return false;
    const current = (JSON.parse(raw) as { state?: { current?: unknown } }).state?.current;
    return typeof current === 'string' && current.length > 0;
  } catch {
    return false;
  }
}

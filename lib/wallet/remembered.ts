/** wagmi 2 keeps { state: { current: <uid> | null } } in "wagmi.store". */
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

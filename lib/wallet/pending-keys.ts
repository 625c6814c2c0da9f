/** Apart from pending.ts so a page's first scripts can look. */
export const PENDING_KEY = 'drp.pending-tx';

export const hasPending = (storage: Pick<Storage, 'getItem'>) => (storage.getItem(PENDING_KEY)?.length ?? 0) > 2;

/** null where refused (blocked cookies throw on access). */
export function browserStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

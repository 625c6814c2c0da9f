/** Apart from pending.ts so a page's first scripts can look. */
export const PENDING_KEY = 'drp.pending-tx';

export const hasPending = (storage: Pick<Storage, 'getItem'>) => (storage.getItem(PENDING_KEY)?.length ?? 0) > 2;

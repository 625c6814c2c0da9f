/** Where the browser keeps the site's pending transactions (lib/wallet/pending.ts), apart so a page's first scripts can look without zod. */
export const PENDING_KEY = 'drp.pending-tx';

/** Whether anything is kept: the wallet stack then loads to follow it. */
export const hasPending = (storage: Pick<Storage, 'getItem'>) => (storage.getItem(PENDING_KEY)?.length ?? 0) > 2;

import { PENDING_KEY } from './pending-keys';

/** Unsettled transactions kept in localStorage so a reload or another tab still follows them. */
export { PENDING_KEY } from './pending-keys';
/** Hashes whose own write shows their toasts; the watch of pending transactions leaves them alone. */
export const followedByOwnWrite = new Set<string>();
export const DROPPED_AFTER_MS = 10 * 60_000;

export type PendingTx = {
  /** The transaction's hash; a batch's id from the wallet (EIP-5792) where `batch`. */
  hash: string;
  batch?: true;
  chainId: number;
  from: string;
  nonce?: number;
  to?: string;
  input?: string;
  /** Wei, in decimal. */
  value?: string;
  progress: string;
  success: string;
  fallback: string;
  statusMs?: number;
  sentAt: number;
};

// Checked by hand: zod is too heavy for the wallet press.
const isHex = (v: unknown, length?: number): v is string => typeof v === 'string' && /^0x[0-9a-fA-F]*$/.test(v) && (!length || v.length === length);
const isCount = (v: unknown): v is number => Number.isSafeInteger(v) && (v as number) >= 0;
const isText = (v: unknown, max: number): v is string => typeof v === 'string' && v.length <= max;
const optional = (v: unknown, check: (v: unknown) => boolean) => v === undefined || check(v);

function isPendingTx(v: unknown): v is PendingTx {
  if (typeof v !== 'object' || v === null) return false;
  const t = v as Record<string, unknown>;
  return (
    (t.batch === true ? isText(t.hash, 4096) && t.hash !== '' : t.batch === undefined && isHex(t.hash, 66)) &&
    isCount(t.chainId) &&
    isHex(t.from, 42) &&
    optional(t.nonce, isCount) &&
    optional(t.to, (x) => isHex(x, 42)) &&
    optional(t.input, isHex) &&
    optional(t.value, (x) => typeof x === 'string' && /^\d+$/.test(x)) &&
    isText(t.progress, 200) &&
    isText(t.success, 300) &&
    isText(t.fallback, 300) &&
    optional(t.statusMs, isCount) &&
    isCount(t.sentAt)
  );
}

type Store = Pick<Storage, 'getItem' | 'setItem'>;

export function readPending(storage: Store): PendingTx[] {
  try {
    const list: unknown = JSON.parse(storage.getItem(PENDING_KEY) ?? '[]');
    return Array.isArray(list) ? list.filter(isPendingTx) : [];
  } catch {
    return [];
  }
}

function write(storage: Store, list: PendingTx[]): void {
  try {
    storage.setItem(PENDING_KEY, JSON.stringify(list));
  } catch {
    // Storage refused: still followed in this tab.
  }
}

/** Asks this tab's watcher to look at the pending transactions again after `ms`, as another tab's change does. */
export function followPendingLater(ms = 0): void {
  setTimeout(() => window.dispatchEvent(new StorageEvent('storage', { key: PENDING_KEY })), ms);
}

export function addPending(storage: Store, tx: PendingTx): void {
  write(storage, [...readPending(storage).filter((t) => t.hash !== tx.hash), tx]);
}

export function removePending(storage: Store, hash: string): void {
  const list = readPending(storage);
  if (list.some((t) => t.hash === hash))
    write(
      storage,
      list.filter((t) => t.hash !== hash),
    );
}

export function pendingTo(list: readonly PendingTx[], chainId: number, from: string | undefined, contracts: readonly (string | null | undefined)[]): boolean {
  if (!from) return false;
  const to = new Set(contracts.flatMap((c) => (c ? [c.toLowerCase()] : [])));
  return list.some((t) => t.chainId === chainId && t.from.toLowerCase() === from.toLowerCase() && t.to !== undefined && to.has(t.to.toLowerCase()));
}

export type ReplacementReason = 'repriced' | 'cancelled' | 'replaced';
export type TxOutcome = 'success' | 'reverted' | 'cancelled' | 'replaced' | 'dropped';

/** A speed-up ("repriced") is the same action; a cancel or other replacement is never a success. */
export function txOutcome(replacement: ReplacementReason | null, status: 'success' | 'reverted'): TxOutcome {
  if (replacement === 'cancelled') return 'cancelled';
  if (replacement === 'replaced') return 'replaced';
  return status;
}

export function unsettledState(
  tx: Pick<PendingTx, 'nonce' | 'sentAt'>,
  known: boolean,
  nonceNow: number | null,
  now: number,
): 'pending' | 'replaced' | 'dropped' {
  if (known) return 'pending';
  if (tx.nonce !== undefined && nonceNow !== null && nonceNow > tx.nonce) return 'replaced';
  return now - tx.sentAt > DROPPED_AFTER_MS ? 'dropped' : 'pending';
}

import { PENDING_KEY } from './pending-keys';

/**
 * Transactions the site sent that the chain has not settled yet (issue 48), kept in the browser so a
 * reload, a closed tab or another tab of the site still shows them and their outcome. Other tabs hear
 * of a new one by the storage event, which every tab of the origin gets when the list changes.
 */
export { PENDING_KEY } from './pending-keys';
/** A transaction the node has never seen, whose nonce nothing took, is called dropped after this. */
export const DROPPED_AFTER_MS = 10 * 60_000;

export type PendingTx = {
  hash: string;
  chainId: number;
  from: string;
  nonce?: number;
  to?: string;
  input?: string;
  /** Wei, in decimal. */
  value?: string;
  /** The flow's progress text ("Minting Token ..."): what the pending toast says. */
  progress: string;
  /** The flow's success text, written out for this hash. */
  success: string;
  fallback: string;
  statusMs?: number;
  sentAt: number;
};

// Checked by hand: this module is in the wallet press, where zod's build is too heavy (docs/decisions.md).
const isHex = (v: unknown, length?: number): v is string => typeof v === 'string' && /^0x[0-9a-fA-F]*$/.test(v) && (!length || v.length === length);
const isCount = (v: unknown): v is number => Number.isSafeInteger(v) && (v as number) >= 0;
const isText = (v: unknown, max: number): v is string => typeof v === 'string' && v.length <= max;
const optional = (v: unknown, check: (v: unknown) => boolean) => v === undefined || check(v);

function isPendingTx(v: unknown): v is PendingTx {
  if (typeof v !== 'object' || v === null) return false;
  const t = v as Record<string, unknown>;
  return (
    isHex(t.hash, 66) &&
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

// The storage event reaches only the other tabs; this tab's own changes are told here.
const listeners = new Set<() => void>();
export function onPendingChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The kept transactions; anything unreadable is left out. */
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
    // Storage full or refused: the transaction is still followed in this tab.
  }
  listeners.forEach((listener) => listener());
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

/** Whether `from` has a kept transaction to one of `contracts`: its panel waits for it instead of offering the action again. */
export function pendingTo(list: readonly PendingTx[], chainId: number, from: string | undefined, contracts: readonly (string | null | undefined)[]): boolean {
  if (!from) return false;
  const to = new Set(contracts.flatMap((c) => (c ? [c.toLowerCase()] : [])));
  return list.some((t) => t.chainId === chainId && t.from.toLowerCase() === from.toLowerCase() && t.to !== undefined && to.has(t.to.toLowerCase()));
}

/** How a wallet's speed-up or cancel replaced a transaction (viem's `onReplaced` reasons). */
export type ReplacementReason = 'repriced' | 'cancelled' | 'replaced';
export type TxOutcome = 'success' | 'reverted' | 'cancelled' | 'replaced' | 'dropped';

/**
 * What the collector is told once a transaction settles. A sped-up ("repriced") one is the same
 * action, so its receipt decides; a cancelled or otherwise replaced one is never a success, whatever
 * the replacement's receipt says.
 */
export function txOutcome(replacement: ReplacementReason | null, status: 'success' | 'reverted'): TxOutcome {
  if (replacement === 'cancelled') return 'cancelled';
  if (replacement === 'replaced') return 'replaced';
  return status;
}

/**
 * A kept transaction with no receipt, looked at again: `known` whether the node has it, `nonceNow`
 * the sender's mined transaction count. Another transaction mined in its nonce means the wallet
 * replaced it; one nobody has seen for a while was dropped; otherwise it is still pending.
 */
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

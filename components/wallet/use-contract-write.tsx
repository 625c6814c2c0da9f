'use client';

import { useCallback, useMemo, useState, useSyncExternalStore } from 'react';
import type { Abi, ContractFunctionName } from 'viem';
import { toast } from 'sonner';
import { useAccount, useConfig } from 'wagmi';
import { publicConfig } from '@/lib/config/public';
import { STATUS_MESSAGE_MS } from '@/lib/constants';
import { TX_NOT_MADE_MESSAGES } from '@/lib/wallet/messages';
import { addPending, followedByOwnWrite, followPendingLater, onPendingChange, PENDING_KEY, pendingTo, readPending, removePending } from '@/lib/wallet/pending';
import { isFinal, TransactionNotMadeError, writeAndWait, type SentBatch, type SentTx, type WriteRequest } from '@/lib/wallet/write';
import { isRejection, writeErrorText } from '@/lib/wallet/write-errors';
import { browserStorage } from '@/lib/wallet/pending-keys';
import { TxLink } from './tx-link';

export type WriteTexts = {
  progress: string;
  /** A function is given the hash (for a pending batch, the wallet's id for it). */
  success: string | ((hash: string) => string);
  fallback: string;
  reverted?: Record<string, string>;
  /** drop-pages §9: 5 s, 8 s on the Eve mint page. */
  statusMs?: number;
  /** drop-pages §8: only logged (tether, VR and founder claims). */
  quietFailure?: boolean;
  rejected?: string;
  /** collections §8: the wallet's own message on a rejection. */
  walletMessageOnRejection?: boolean;
};

function subscribe(changed: () => void) {
  const onStorage = (event: StorageEvent) => event.key === PENDING_KEY && changed();
  window.addEventListener('storage', onStorage);
  const stop = onPendingChange(changed);
  return () => {
    window.removeEventListener('storage', onStorage);
    stop();
  };
}

export const onPending = subscribe;

export function pendingFor(address: string | undefined, contracts: readonly (string | null | undefined)[]): boolean {
  const storage = browserStorage();
  return storage ? pendingTo(readPending(storage), publicConfig.chain.id, address, contracts) : false;
}

function usePendingTo(contracts: readonly (string | null | undefined)[]): boolean {
  const { address } = useAccount();
  const raw = useSyncExternalStore(
    subscribe,
    () => browserStorage()?.getItem(PENDING_KEY) ?? null,
    () => null,
  );
  const list = useMemo(() => readPending({ getItem: () => raw, setItem: () => {} }), [raw]);
  return pendingTo(list, publicConfig.chain.id, address, contracts);
}

type Run = (keep: (sent: SentTx | SentBatch) => void) => Promise<{ hash: `0x${string}` }>;

/** Any send with the write's toasts and keeping: `run` resolves to the mined hash (a batch: lib/wallet/batch.ts). */
export async function sendWithToasts(texts: WriteTexts, run: Run): Promise<`0x${string}` | null> {
  const id = toast.loading(texts.progress, { duration: Infinity });
  let sentHash: string | null = null;
  let settled = false;
  try {
    const { hash } = await run((sent) => {
      const tx =
        'batch' in sent
          ? { hash: sent.batch, batch: true as const, from: sent.from, to: sent.to, sentAt: sent.sentAt }
          : { ...sent, value: sent.value?.toString() };
      sentHash = tx.hash;
      followedByOwnWrite.add(tx.hash);
      const success = typeof texts.success === 'string' ? texts.success : texts.success(tx.hash);
      const storage = browserStorage();
      if (!storage) return;
      addPending(storage, {
        ...tx,
        chainId: publicConfig.chain.id,
        progress: texts.progress,
        success,
        fallback: texts.fallback,
        statusMs: texts.statusMs,
      });
    });
    settled = true;
    toast.success(<TxLink text={typeof texts.success === 'function' ? texts.success(hash) : texts.success} hash={hash} />, {
      id,
      duration: texts.statusMs ?? STATUS_MESSAGE_MS,
    });
    return hash;
  } catch (err) {
    settled = isFinal(err);
    if (err instanceof TransactionNotMadeError) {
      toast.error(TX_NOT_MADE_MESSAGES[err.outcome], { id, duration: texts.statusMs ?? STATUS_MESSAGE_MS });
    } else if (isRejection(err)) {
      const said = texts.rejected ?? (texts.walletMessageOnRejection ? writeErrorText(err, texts) : null);
      if (said) toast.error(said, { id, duration: texts.statusMs ?? STATUS_MESSAGE_MS });
      else toast.dismiss(id);
    } else if (texts.quietFailure) {
      console.error('[write] claim failed', err);
      toast.dismiss(id);
    } else {
      console.error('[write]', err);
      toast.error(writeErrorText(err, texts), { id, duration: texts.statusMs ?? STATUS_MESSAGE_MS });
    }
    return null;
  } finally {
    const storage = browserStorage();
    if (sentHash && settled && storage) removePending(storage, sentHash);
    // A transaction whose end is unknown stays pending, and this tab's watcher follows it from here.
    if (sentHash && !settled) {
      followedByOwnWrite.delete(sentHash);
      followPendingLater();
    }
  }
}

/** `pending` also covers a pending transaction (from a reload or another tab) to one of `contracts`, so a panel does not offer the action twice. */
export function useContractWrite(contracts: readonly (string | null | undefined)[] = []) {
  const config = useConfig();
  const [sending, setPending] = useState(false);
  const pendingElsewhere = usePendingTo(contracts);

  const writeWith = useCallback(async (texts: WriteTexts, run: Run) => {
    setPending(true);
    try {
      return await sendWithToasts(texts, run);
    } finally {
      setPending(false);
    }
  }, []);

  const write = useCallback(
    <A extends Abi, F extends ContractFunctionName<A, 'nonpayable' | 'payable'>>(
      request: WriteRequest<A, F>,
      texts: WriteTexts,
    ): Promise<`0x${string}` | null> => writeWith(texts, (keep) => writeAndWait(config, publicConfig.chain.id, request, keep)),
    [config, writeWith],
  );

  return { write, writeWith, pending: sending || pendingElsewhere };
}

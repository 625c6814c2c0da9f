'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { toast } from 'sonner';
import { useConfig } from 'wagmi';
import { publicConfig } from '@/lib/config/public';
import { STATUS_MESSAGE_MS } from '@/lib/constants';
import { TX_NOT_MADE_MESSAGES } from '@/lib/wallet/messages';
import { followedByOwnWrite, followPendingLater, PENDING_KEY, readPending, removePending, type PendingTx } from '@/lib/wallet/pending';
import { settleBatch } from '@/lib/wallet/batch';
import { isFinal, settleTransaction } from '@/lib/wallet/write';
import { writeErrorText } from '@/lib/wallet/write-errors';
import { browserStorage } from '@/lib/wallet/pending-keys';
import { TxLink } from './tx-link';
import { pendingChanged } from './wallet-store';

const RETRY_FOLLOW_MS = 15_000;

async function follow(config: ReturnType<typeof useConfig>, tx: PendingTx, succeeded: () => Promise<unknown>) {
  const id = tx.hash;
  const statusMs = tx.statusMs ?? STATUS_MESSAGE_MS;
  toast.loading(tx.progress, { id, duration: Infinity });
  try {
    const settled = tx.batch
      ? await settleBatch(config, { batch: tx.hash, sentAt: tx.sentAt })
      : await settleTransaction(config, tx.chainId, {
          ...tx,
          from: tx.from as `0x${string}`,
          hash: tx.hash as `0x${string}`,
          to: tx.to as `0x${string}` | undefined,
          input: tx.input as `0x${string}` | undefined,
          value: tx.value === undefined ? undefined : BigInt(tx.value),
        });
    if (settled.outcome === 'success') {
      toast.success(<TxLink text={tx.success} hash={settled.hash} />, { id, duration: statusMs });
      // The panels wait for the pending record until their figures show the mint.
      await succeeded().catch(() => undefined);
    } else toast.error(settled.outcome === 'reverted' ? tx.fallback : TX_NOT_MADE_MESSAGES[settled.outcome], { id, duration: statusMs });
  } catch (err) {
    if (!isFinal(err)) {
      // The node broke off: it stays pending, and is looked at again in a while.
      toast.dismiss(id);
      followedByOwnWrite.delete(tx.hash);
      followPendingLater(RETRY_FOLLOW_MS);
      return;
    }
    toast.error(writeErrorText(err, tx), { id, duration: statusMs });
  }
  const storage = browserStorage();
  if (storage) removePending(storage, tx.hash);
  pendingChanged();
}

export default function PendingWatch() {
  const config = useConfig();
  const router = useRouter();
  const queryClient = useQueryClient();
  useEffect(() => {
    const scan = () => {
      const storage = browserStorage();
      for (const tx of storage ? readPending(storage) : []) {
        if (tx.chainId !== publicConfig.chain.id || followedByOwnWrite.has(tx.hash)) continue;
        followedByOwnWrite.add(tx.hash);
        void follow(config, tx, () => {
          router.refresh();
          return queryClient.invalidateQueries();
        });
      }
    };
    scan();
    const onStorage = (event: StorageEvent) => event.key === PENDING_KEY && scan();
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [config, router, queryClient]);
  return null;
}

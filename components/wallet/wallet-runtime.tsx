'use client';

import { toast } from 'sonner';
import type { Config } from 'wagmi';
import { getAccount, getBalance, readContracts, signMessage, switchChain, watchContractEvent } from 'wagmi/actions';
import type { User } from '@/lib/accounts/types';
import { batchCalls, settleReads } from '@/lib/chain/read';
import { api } from '@/lib/client/api';
import { publicConfig } from '@/lib/config/public';
import { EVENT_POLLING_MS, STATUS_MESSAGE_MS, WALLET_POLLING_MS } from '@/lib/constants';
import { batchAndWait, canBatch } from '@/lib/wallet/batch';
import { TX_NOT_MADE_MESSAGES } from '@/lib/wallet/messages';
import { addPending, followedByOwnWrite, followPendingLater, pendingTo, readPending, removePending } from '@/lib/wallet/pending';
import { browserStorage } from '@/lib/wallet/pending-keys';
import { isFinal, TransactionNotMadeError, writeAndWait, type SentBatch, type SentTx, type WriteTexts } from '@/lib/wallet/write';
import { isRejection, writeErrorText } from '@/lib/wallet/write-errors';
import { TxLink } from './tx-link';
import { pendingChanged, type WalletRuntime } from './wallet-store';

const chainId = publicConfig.chain.id;

/** Loaded when a panel first reads or writes, never with the dialog. */
export function createWalletRuntime(config: Config): WalletRuntime {
  return {
    switchChain: () => void switchChain(config, { chainId }).catch(() => undefined),
    follow: (load, answer, watch) => {
      let stopped = false;
      let unwatch = () => {};
      // Reads overlap (poll, events, back in view, after a write): an older answer never replaces a newer one.
      let asked = 0;
      let shown = 0;
      const read = async () => {
        const mine = ++asked;
        const reads = await load();
        const results = await readContracts(config, { contracts: batchCalls([reads]).map((call) => ({ ...call, chainId })) }).catch(() => null);
        if (!results || stopped || mine < shown) return;
        shown = mine;
        const { values, failed } = settleReads([reads], results);
        if (failed.length > 0) console.error('[chain] reads failed, showing defaults:', failed.join(', '));
        answer(values[0]);
      };
      // A tab in the background asks the node nothing; back in view, it reads what it missed at once.
      let round = 0;
      const start = () => {
        unwatch();
        if (document.visibilityState === 'hidden' || stopped) return;
        const mine = ++round;
        let stopWatch = () => {};
        const poll = watch === 'push' ? undefined : setInterval(() => void read(), WALLET_POLLING_MS);
        unwatch = () => {
          round++;
          clearInterval(poll);
          stopWatch();
          unwatch = () => {};
        };
        void read();
        void load().then((reads) => {
          const call = Object.values(reads).find((r) => r.call)?.call;
          if (watch === 'events' && call && mine === round)
            stopWatch = watchContractEvent(config, {
              address: call.address,
              abi: call.abi,
              chainId,
              pollingInterval: EVENT_POLLING_MS,
              onLogs: () => void read(),
            });
        });
      };
      const onVisibility = () => (document.visibilityState === 'hidden' ? unwatch() : start());
      document.addEventListener('visibilitychange', onVisibility);
      start();
      return {
        read,
        stop: () => {
          stopped = true;
          unwatch();
          document.removeEventListener('visibilitychange', onVisibility);
        },
      };
    },
    balance: async () => {
      const { address } = getAccount(config);
      return address ? ((await getBalance(config, { address, chainId }).catch(() => null))?.value ?? 0n) : 0n;
    },
    say: (kind, text, ms) => void toast[kind](text, { duration: ms }),
    me: async () => {
      const res = await api<{ user: User }>('/api/me');
      return res.ok ? res.data.user : null;
    },
    write: (request, texts) =>
      sendWithToasts(texts, (onSent) =>
        'address' in request ? writeAndWait(config, chainId, request, onSent) : batchAndWait(config, chainId, request, onSent),
      ),
    canBatch: () => canBatch(config, chainId),
    sign: async (message, from) => {
      const { address } = getAccount(config);
      if (address?.toLowerCase() !== from.toLowerCase()) return 'not-connected';
      return signMessage(config, { account: address, message }).catch(() => null);
    },
    pending: (contracts) => {
      const storage = browserStorage();
      return storage ? pendingTo(readPending(storage), chainId, getAccount(config).address, contracts) : false;
    },
  };
}

type Run = (onSent: (sent: SentTx | SentBatch) => void) => Promise<{ hash: `0x${string}` }>;

/** Any send with the write's toasts, kept as pending until it settles: `run` resolves to the mined hash (a batch: lib/wallet/batch.ts). */
async function sendWithToasts(texts: WriteTexts, run: Run): Promise<`0x${string}` | null> {
  const id = toast.loading(texts.progress, { duration: Infinity });
  const duration = texts.statusMs ?? STATUS_MESSAGE_MS;
  const storage = browserStorage();
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
      if (!storage) return;
      const success = typeof texts.success === 'string' ? texts.success : texts.success(tx.hash);
      addPending(storage, { ...tx, chainId, progress: texts.progress, success, fallback: texts.fallback, statusMs: texts.statusMs });
      pendingChanged();
    });
    settled = true;
    toast.success(<TxLink text={typeof texts.success === 'function' ? texts.success(hash) : texts.success} hash={hash} />, { id, duration });
    return hash;
  } catch (err) {
    settled = isFinal(err);
    if (err instanceof TransactionNotMadeError) {
      toast.error(TX_NOT_MADE_MESSAGES[err.outcome], { id, duration });
    } else if (isRejection(err)) {
      const said = texts.rejected ?? (texts.walletMessageOnRejection ? writeErrorText(err, texts) : null);
      if (said) toast.error(said, { id, duration });
      else toast.dismiss(id);
    } else if (texts.quietFailure) {
      console.error('[write] claim failed', err);
      toast.dismiss(id);
    } else {
      console.error('[write]', err);
      toast.error(writeErrorText(err, texts), { id, duration });
    }
    return null;
  } finally {
    if (sentHash && settled && storage) {
      removePending(storage, sentHash);
      pendingChanged();
    }
    // A transaction whose end is unknown stays pending, and this tab's watcher follows it from here.
    if (sentHash && !settled) {
      followedByOwnWrite.delete(sentHash);
      followPendingLater();
    }
  }
}

'use client';

import { toast } from 'sonner';
import type { Config } from 'wagmi';
import { getAccount, getBalance, readContracts, signMessage, switchChain, watchContractEvent } from 'wagmi/actions';
import type { User } from '@/lib/accounts/types';
import { batchCalls, settleReads } from '@/lib/chain/read';
import { api } from '@/lib/client/api';
import { publicConfig } from '@/lib/config/public';
import { EVENT_POLLING_MS, WALLET_POLLING_MS } from '@/lib/constants';
import { batchAndWait, canBatch } from '@/lib/wallet/batch';
import { writeAndWait } from '@/lib/wallet/write';
import type { WalletRuntime } from './wallet-account';
import { pendingFor, onPending, sendWithToasts } from './use-contract-write';
import { getWalletSession, loadWalletSession } from './wallet-session';

const chainId = publicConfig.chain.id;

/** Loaded when a panel first reads or writes, never with the dialog. */
export function createWalletRuntime(config: Config): WalletRuntime {
  return {
    switchChain: () => void switchChain(config, { chainId }).catch(() => undefined),
    follow: (load, answer, events = true) => {
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
        const poll = setInterval(() => void read(), WALLET_POLLING_MS);
        unwatch = () => {
          round++;
          clearInterval(poll);
          stopWatch();
          unwatch = () => {};
        };
        void read();
        void load().then((reads) => {
          const call = Object.values(reads).find((r) => r.call)?.call;
          if (events && call && mine === round)
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
    session: async () => {
      await loadWalletSession();
      return getWalletSession();
    },
    say: (kind, text, ms) => void toast[kind](text, { duration: ms }),
    me: async () => {
      const res = await api<{ user: User }>('/api/me');
      return res.ok ? res.data.user : null;
    },
    write: (request, texts) =>
      sendWithToasts(texts, (keep) => ('address' in request ? writeAndWait(config, chainId, request, keep) : batchAndWait(config, chainId, request, keep))),
    canBatch: () => canBatch(config, chainId),
    sign: async (message, from) => {
      const { address } = getAccount(config);
      if (address?.toLowerCase() !== from.toLowerCase()) return 'not-connected';
      return signMessage(config, { account: address, message }).catch(() => null);
    },
    pending: (contracts) => pendingFor(getAccount(config).address, contracts),
    onPending,
  };
}

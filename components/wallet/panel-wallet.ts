'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import type { ChainReads, ChainValues } from '@/lib/chain/read';
import { hasInjectedWallet } from '@/lib/wallet/injected';
import { isSignedInWallet } from '@/lib/wallet/session-match';
import type { AnyWrite, WriteTexts } from '@/lib/wallet/write';
import {
  openWalletDialog,
  requestWalletStack,
  getWallet,
  setWallet,
  useWallet,
  useWalletAccount,
  useWalletPartsLive,
  useWalletSettled,
  walletHost,
  type FollowWatch,
  type Following,
  type WalletRuntime,
} from './wallet-store';

let asking = false;

/** Once per page: window.ethereum, or an EIP-6963 answer within 500 ms. */
function askBrowserWallet(): void {
  if (asking) return;
  asking = true;
  const settle = (found: boolean) => getWallet().browserWallet === null && setWallet({ browserWallet: found });
  if (hasInjectedWallet()) return void settle(true);
  window.addEventListener('eip6963:announceProvider', () => settle(true), { once: true });
  window.dispatchEvent(new Event('eip6963:requestProvider'));
  setTimeout(() => settle(false), 500);
}

/** Whether the browser has a wallet; null until asked. */
export function useBrowserWallet(): boolean | null {
  useEffect(askBrowserWallet, []);
  return useWallet((s) => s.browserWallet);
}

let runtime: Promise<WalletRuntime> | null = null;

/** Loads the wallet code if nobody has yet; a handler simply awaits it. */
export function walletRuntime(): Promise<WalletRuntime> {
  runtime ??= walletHost()
    .then(async ({ config }) => {
      const loaded = (await import('./wallet-runtime')).createWalletRuntime(config);
      setWallet({ runtime: loaded });
      return loaded;
    })
    .catch((error: unknown) => {
      // A chunk that failed to load is asked again at the next need.
      runtime = null;
      throw error;
    });
  return runtime;
}

/** Whether `address` is the signed-in wallet, and its user (`emailVerified` null while read; a failed read: not verified). Asks nothing without a wallet. */
export function useSignedInWallet(address: string | undefined, session: string | null | undefined) {
  const known = useWallet((s) => s.me);
  const signedIn = isSignedInWallet(address, session ?? null);
  // Asked again on each panel mount: an e-mail verified on another page counts on return.
  useEffect(() => {
    if (!signedIn || !session) return;
    let current = true;
    void walletRuntime()
      .then((runtime) => runtime.me())
      .then((user) => {
        if (current) setWallet({ me: { session, user } });
      });
    return () => {
      current = false;
    };
  }, [signedIn, session]);
  const read = signedIn && known?.session === session ? known : null;
  return { signedIn, emailVerified: !read ? null : (read.user?.emailVerified ?? false), user: read?.user ?? null };
}

/** The wallet as a panel sees it: `wallet` once settled, the session's user, and the panel's two wallet actions. */
export function usePanelWallet() {
  const noWallet = useBrowserWallet() === false;
  const settled = useWalletSettled();
  const status = useWallet((s) => s.status);
  const { address, onConfiguredChain, session } = useWalletAccount();
  const wallet = settled ? address : undefined;
  return {
    settled,
    wallet,
    noWallet,
    connecting: status === 'connecting' || status === 'reconnecting',
    onConfiguredChain: onConfiguredChain === true,
    ...useSignedInWallet(wallet, session),
    connect: openWalletDialog,
    switchChain: () => void walletRuntime().then((runtime) => runtime.switchChain()),
  };
}

/**
 * A panel's chain figures and its write, through the wallet code once the wallet's parts are live:
 * the reads (and their ABI) come from `load`, asked for then and followed (wallet-runtime.tsx); until
 * their first answer for `key` (the wallet) `figures` are `initial` (the server's) and `answered` is
 * false. `busy` covers a write, the reads after it and a pending transaction to `writesTo`.
 */
export function usePanelChain<R extends ChainReads>(
  load: () => Promise<R>,
  initial: ChainValues<R>,
  {
    key = '',
    enabled = true,
    events = true,
    writesTo = [] as readonly (string | null | undefined)[],
    pushed,
  }: {
    key?: string;
    enabled?: boolean;
    events?: boolean;
    writesTo?: readonly (string | null | undefined)[];
    /**
     * For a panel whose public figures come from the site's live stream, or that reads only the
     * wallet's own: the wallet code then reads only on connect, after writes, back in view, and
     * when this changes (a push that concerns the wallet; null when none does or none comes).
     */
    pushed?: unknown;
  } = {},
) {
  const watch: FollowWatch = pushed !== undefined ? 'push' : events ? 'events' : 'poll';
  const live = useWalletPartsLive() && enabled;
  const [answer, setAnswer] = useState<{ key: string; values: ChainValues<R> } | null>(null);
  const latest = useRef(load);
  useEffect(() => {
    latest.current = load;
  });
  const following = useRef<Following | null>(null);

  useEffect(() => {
    if (!live) return;
    let stopped = false;
    void walletRuntime().then((runtime) => {
      if (stopped) return;
      following.current = runtime.follow(
        () => latest.current(),
        (values) => setAnswer({ key, values: values as ChainValues<R> }),
        watch,
      );
    });
    return () => {
      stopped = true;
      following.current?.stop();
      following.current = null;
      // A key that comes back is read again, not shown from before.
      setAnswer((known) => (known?.key === key ? null : known));
    };
  }, [live, key, watch]);
  const refetch = useCallback(async () => following.current?.read(), []);
  const lastPush = useRef(pushed);
  useEffect(() => {
    if (pushed === lastPush.current) return;
    lastPush.current = pushed;
    if (pushed !== null && pushed !== undefined) void refetch();
  }, [pushed, refetch]);

  const current = answer?.key === key ? answer : null;

  const pending = useWallet((s) => s.runtime?.pending(writesTo) ?? false);
  const [sending, setSending] = useState(false);
  const settling = useSettlingAfterPending(pending, refetch);

  /** Writes through the one write helper (toasts, pending until settled), then reads again; true when mined. Busy at once, before any text or code it awaits. */
  async function send(request: () => Promise<AnyWrite | readonly AnyWrite[]>, texts: WriteTexts | Promise<WriteTexts>): Promise<boolean> {
    setSending(true);
    try {
      const wallet = await walletRuntime();
      const ok = (await wallet.write(await request(), await texts)) !== null;
      // A failed write may still have changed them; only a mined one keeps the button busy meanwhile.
      if (!ok) setSending(false);
      await refetch();
      return ok;
    } finally {
      setSending(false);
    }
  }

  return { figures: current ? current.values : initial, answered: current !== null, busy: sending || pending || settling, send, refetch };
}

/** A pending transaction settled, here or in another tab: true until the figures are read again, so the action is never offered in between. */
export function useSettlingAfterPending(pending: boolean, refetch: () => Promise<unknown>): boolean {
  const [wasPending, setWasPending] = useState(pending);
  const [settling, setSettling] = useState(false);
  if (wasPending !== pending) {
    setWasPending(pending);
    if (!pending) setSettling(true);
  }
  useEffect(() => {
    if (settling) void refetch().finally(() => setSettling(false));
  }, [settling, refetch]);
  return settling;
}

const QUEUED_PRESS_MS = 10_000;

/**
 * A press on a returning wallet's Loading button (PanelButton's `onQueued`), taken once the wallet
 * settled if the button then offers what was pressed (up to 10 s): a wallet still connected is
 * never asked to connect.
 */
export function useQueuedPress(state: { label: string; disabled: boolean }, settled: boolean, act: () => void): () => void {
  const queued = useRef<{ label: string; at: number } | null>(null);
  useEffect(() => {
    const press = queued.current;
    if (!press) return;
    // The wait counts from the wallet settling, not from the press: a slow phone's press is kept.
    if (!settled) press.at = Date.now();
    else if (Date.now() - press.at > QUEUED_PRESS_MS || (!state.disabled && state.label !== press.label)) queued.current = null;
    else if (!state.disabled) {
      queued.current = null;
      act();
    }
  });
  return () => {
    queued.current = { label: state.label, at: Date.now() };
    requestWalletStack();
  };
}

/** The wallet's balance on the configured chain, read again with each `answer` of the panel's reads; null until read for this wallet. */
export function useWalletFunds(wallet: string | undefined, answer: object | null): bigint | null {
  const [funds, setFunds] = useState<{ wallet: string; value: bigint } | null>(null);
  useEffect(() => {
    if (!wallet) return;
    let current = true;
    void walletRuntime()
      .then((runtime) => runtime.balance())
      .then((value) => current && setFunds({ wallet, value }));
    return () => {
      current = false;
    };
  }, [wallet, answer]);
  return wallet && funds?.wallet === wallet ? funds.value : null;
}

'use client';

import { useEffect, useSyncExternalStore, type ComponentType, type ReactNode } from 'react';
import type { Config } from 'wagmi';
import type { User } from '@/lib/accounts/types';
import type { ChainReads } from '@/lib/chain/read';
import { onIdle } from '@/lib/browser/idle';
import { browserStorage, hasPending, PENDING_KEY } from '@/lib/wallet/pending-keys';
import { walletWasConnected } from '@/lib/wallet/remembered';
import type { AnyWrite, WriteTexts } from '@/lib/wallet/write';

export type FollowWatch = 'events' | 'poll' | 'push';

/** What a panel asks of the wallet code (wallet-runtime.tsx), loaded when a panel first needs it; the host never imports it. */
export type WalletRuntime = {
  switchChain(): void;
  /**
   * Reads at once and back in view, then as `watch` says: 'events' on the contract's events and
   * every WALLET_POLLING_MS, 'poll' on the timer only, 'push' never by itself (the site's live
   * stream brings the public figures; the panel asks `read` when a push concerns its wallet).
   * A failed read gives its fallback, no answer keeps the last.
   */
  follow(load: () => Promise<ChainReads>, answer: (values: Record<string, unknown>) => void, watch: FollowWatch): Following;
  /** The signed-in user; null on a failed read. */
  me(): Promise<User | null>;
  /** The connected wallet's balance on the configured chain, read now. */
  balance(): Promise<bigint>;
  /** A toast bottom-left for `ms` (the site's one toaster lives with the wallet code). */
  say(kind: 'success' | 'error', text: string, ms: number): void;
  /** One transaction, or several as one atomic batch (EIP-5792) where the wallet batches. */
  write(request: AnyWrite | readonly AnyWrite[], texts: WriteTexts): Promise<`0x${string}` | null>;
  /** Whether the connected wallet sends several calls as one batch. */
  canBatch(): Promise<boolean>;
  /** `from`'s signature of a text; 'not-connected' when the wallet's account is another or none, null when refused. */
  sign(message: string, from: string): Promise<`0x${string}` | 'not-connected' | null>;
  /** A transaction from this wallet to one of the contracts is still pending. */
  pending(contracts: readonly (string | null | undefined)[]): boolean;
};

export type Following = { read(): Promise<void>; stop(): void };

/**
 * What the mounted wallet host gives the runtime, and `Context`: its wagmi config and query client
 * for a part written on wagmi's hooks (LAYERS, Synthia's mint modal), in place.
 */
export type WalletHost = { config: Config; openConnect: () => void; Context: ComponentType<{ children: ReactNode }> };

/**
 * `session`: the signed-in wallet's address, lower case (null: none; undefined: not known yet).
 * `onConfiguredChain` and drop-pages §5's `wrongNetworkAlert` come from the host, so a panel ships no public config.
 */
type Account = { address?: `0x${string}`; onConfiguredChain?: boolean; session?: string | null; wrongNetworkAlert?: string };

export type WalletSession = { status: 'loading' | 'ready'; address: string | null; userKey: string | null };

/** The wallet's whole state in the browser: one store, one listener set. */
export type WalletState = {
  /** The wallet code is asked for: a press, a pending transaction, or idle for a returning wallet. */
  asked: boolean;
  /** Presses that asked for the dialog; the host opens it once per new one. */
  dialogRequests: number;
  /** The parts on the wallet's code may mount: a press's dialog comes first, so they do not slow it. */
  partsLive: boolean;
  dialogOpen: boolean;
  /** wagmi's status, from the host. */
  status: string | null;
  account: Account;
  runtime: WalletRuntime | null;
  session: WalletSession;
  /** The signed-in wallet's user, read for `session`. */
  me: { session: string; user: User | null } | null;
  /** A browser wallet answered (window.ethereum or EIP-6963); null until asked. */
  browserWallet: boolean | null;
  /** Counts changes to the pending transactions (this tab's; another tab's come as storage events). */
  pendingChanges: number;
};

let state: WalletState = {
  asked: false,
  dialogRequests: 0,
  partsLive: false,
  dialogOpen: false,
  status: null,
  account: {},
  runtime: null,
  session: { status: 'loading', address: null, userKey: null },
  me: null,
  browserWallet: null,
  pendingChanges: 0,
};
const SERVER = state;

const listeners = new Set<() => void>();
export const getWallet = (): WalletState => state;
export function subscribeWallet(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
/** The one way to change the wallet's state; a patch that changes nothing tells nobody. */
export function setWallet(patch: Partial<WalletState>): void {
  if (Object.entries(patch).every(([key, value]) => Object.is(state[key as keyof WalletState], value))) return;
  state = { ...state, ...patch };
  listeners.forEach((l) => l());
}

/** One figure of the wallet's state; `select` returns a stored value or a primitive, so a render follows only its own changes. */
export const useWallet = <T>(select: (s: WalletState) => T): T =>
  useSyncExternalStore(
    subscribeWallet,
    () => select(state),
    () => select(SERVER),
  );

/** This tab changed its pending transactions. */
export const pendingChanged = (): void => setWallet({ pendingChanges: state.pendingChanges + 1 });

const pendingHere = (): boolean => {
  const storage = browserStorage();
  return storage !== null && hasPending(storage);
};

// A pending transaction, here from before a reload or from another tab, needs the wallet code to follow it.
if (typeof window != 'undefined') {
  if (pendingHere()) state = { ...state, asked: true, partsLive: true };
  addEventListener('storage', (e) => e.key == PENDING_KEY && setWallet({ asked: true, partsLive: true, pendingChanges: state.pendingChanges + 1 }));
}

/** Whether this browser keeps a pending transaction (PendingWatchSlot mounts the watch for it). */
export const usePendingHere = (): boolean => useSyncExternalStore(subscribeWallet, pendingHere, () => false);

// The dialog waits for the session: asked at the press, beside the wallet's scripts. false once taken.
let sessionAsked: Promise<Response> | null | false = null;

/** The session read a press started, if any: the first session read takes it. */
export function takeSessionRequest(): Promise<Response> | null {
  const asked = sessionAsked || null;
  sessionAsked = false;
  return asked;
}

export function requestWalletStack({ openModal = false } = {}): void {
  if (openModal && sessionAsked === null) sessionAsked = fetch('/api/auth/session');
  setWallet(openModal ? { asked: true, dialogRequests: state.dialogRequests + 1 } : { asked: true, partsLive: true });
}

/** Asks for the wallet code at idle for a returning wallet; true once anything asked for it. */
export function useWalletStack(): boolean {
  const returning = useReturningWallet() === true;
  useEffect(() => (returning ? onIdle(() => requestWalletStack()) : undefined), [returning]);
  return useWallet((s) => s.asked);
}

/** null on the server: a returning wallet gets a neutral box, not "Connect Wallet". */
export function useReturningWallet(): boolean | null {
  return useSyncExternalStore(
    () => () => {},
    () => walletWasConnected(window.localStorage),
    () => null,
  );
}

export const useWalletPartsLive = (): boolean => useWallet((s) => s.asked && s.partsLive);

export const useWalletSettled = (): boolean => useWallet((s) => s.status === 'connected' || s.status === 'disconnected');

export const useWalletAccount = (): Account => useWallet((s) => s.account);

let mounted: WalletHost | null = null;
let hostReady: (host: WalletHost) => void = () => {};
const host = new Promise<WalletHost>((resolve) => (hostReady = resolve));

export function provideWalletHost(provided: WalletHost): void {
  mounted = provided;
  hostReady(provided);
}

/** The one way to the wallet dialog: the host's (sign-in for a connected wallet) once it is up, else asked of the host as it loads. */
export function openWalletDialog(): void {
  if (mounted) mounted.openConnect();
  else requestWalletStack({ openModal: true });
}

/** Asks for the wallet host if nobody has yet. */
export function walletHost(): Promise<WalletHost> {
  requestWalletStack();
  return host;
}

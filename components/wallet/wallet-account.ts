'use client';

import { useSyncExternalStore, type ComponentType, type ReactNode } from 'react';
import type { User } from '@/lib/accounts/types';
import type { ChainReads } from '@/lib/chain/read';
import type { Config } from 'wagmi';
import type { AnyWrite } from '@/lib/wallet/write';
import type { WriteTexts } from './use-contract-write';
import { requestWalletStack } from './wallet-stack';

/** What a panel asks of the wallet code (wallet-runtime.ts), loaded when a panel first needs it; the host never imports it. */
export type WalletRuntime = {
  switchChain(): void;
  /** Reads at once, on the contract's events, every WALLET_POLLING_MS and back in view; a failed read gives its fallback, no answer keeps the last. */
  follow(load: () => Promise<ChainReads>, answer: (values: Record<string, unknown>) => void, events?: boolean): Following;
  /** The signed-in user; null on a failed read. */
  me(): Promise<User | null>;
  /** The connected wallet's balance on the configured chain, read now. */
  balance(): Promise<bigint>;
  /** The session once read (the wallet's user key, when signed in). */
  session(): Promise<{ address: string | null; userKey: string | null }>;
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
  onPending(changed: () => void): () => void;
};

export type Following = { read(): Promise<void>; stop(): void };

/** `session`: the signed-in wallet's address, lower case (null: none; undefined: not known yet). */
/** `onConfiguredChain`: the wallet's chain is the site's (the host compares, so a panel ships no public config). */
type Account = { status?: string; address?: `0x${string}`; onConfiguredChain?: boolean; session?: string | null };

let account: Account = {};
let runtime: WalletRuntime | null = null;
let hostReady: (host: WalletHost) => void = () => {};
let lent: WalletHost | null = null;
const host = new Promise<WalletHost>((resolve) => (hostReady = resolve));

const listeners = new Set<() => void>();
export const notifyWallet = () => listeners.forEach((l) => l());
export const subscribeWallet = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * What the mounted wallet host lends the runtime (panel-wallet.ts loads it), and `Context`: its wagmi
 * config and query client for a panel whose connected part is written on wagmi's hooks (LAYERS), in place.
 */
export type WalletHost = { config: Config; openConnect: () => void; Context: ComponentType<{ children: ReactNode }> };

export function provideWalletHost(provided: WalletHost): void {
  lent = provided;
  hostReady(provided);
}

/** The one way to the wallet dialog: the host's (sign-in for a connected wallet) once it is up, else asked of the host as it loads. */
export function openWalletDialog(): void {
  if (lent) lent.openConnect();
  else requestWalletStack({ openModal: true });
}

/** Asks for the wallet host if nobody has yet. */
export function walletHost(): Promise<WalletHost> {
  requestWalletStack();
  return host;
}

export function setLoadedWalletRuntime(loaded: WalletRuntime): void {
  runtime = loaded;
  notifyWallet();
}

export const loadedWalletRuntime = (): WalletRuntime | null => runtime;

export function setWalletAccount(next: Account): void {
  if (
    next.status === account.status &&
    next.address === account.address &&
    next.onConfiguredChain === account.onConfiguredChain &&
    next.session === account.session
  )
    return;
  account = next;
  notifyWallet();
}

const SERVER: Account = {};

export const useWalletAccount = (): Account =>
  useSyncExternalStore(
    subscribeWallet,
    () => account,
    () => SERVER,
  );

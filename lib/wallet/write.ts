import {
  BaseError,
  TransactionNotFoundError,
  TransactionReceiptNotFoundError,
  type Abi,
  type Address,
  type ContractFunctionArgs,
  type ContractFunctionName,
  type Hash,
  type Hex,
} from 'viem';
import type { Config } from 'wagmi';
import {
  getAccount,
  getPublicClient,
  simulateContract,
  waitForTransactionReceipt,
  watchAccount,
  writeContract,
  type GetAccountReturnType,
} from 'wagmi/actions';
import { chainGuard } from './chain-guard';
import { txOutcome, unsettledState, type ReplacementReason, type TxOutcome } from './pending';
import { gasWithMargin } from './write-errors';
import { RECEIPT_POLLING_MS } from '@/lib/constants';

export class WalletNotConnectedError extends Error {
  constructor() {
    super('Connect a wallet first');
  }
}

export class WrongNetworkError extends Error {
  constructor(readonly expectedChainId: number) {
    super('The wallet is on another network');
  }
}

/** Cancelled, replaced or dropped: never shown as a success. */
export class TransactionNotMadeError extends Error {
  constructor(
    readonly hash: Hash,
    readonly outcome: Exclude<TxOutcome, 'success' | 'reverted'>,
  ) {
    super(`The transaction was ${outcome}`);
  }
}

export type WriteRequest<A extends Abi, F extends ContractFunctionName<A, 'nonpayable' | 'payable'>> = {
  address: `0x${string}`;
  abi: A;
  functionName: F;
  args?: ContractFunctionArgs<A, 'nonpayable' | 'payable', F> & readonly unknown[];
  value?: bigint;
  /** Fixed limit where the spec gives one (collections §7: 230000); else the estimate × 1.5. */
  gas?: bigint;
};

export const RECONNECT_WAIT_MS = 15_000;

const settling = (status: GetAccountReturnType['status']) => status === 'reconnecting' || status === 'connecting';

/** Waits for a remembered wallet still reconnecting, so an early press is not refused. */
export function settledAccount(config: Config, waitMs = RECONNECT_WAIT_MS): Promise<GetAccountReturnType> {
  const now = getAccount(config);
  if (!settling(now.status)) return Promise.resolve(now);
  return new Promise((resolve) => {
    const done = () => {
      stop();
      clearTimeout(timer);
      resolve(getAccount(config));
    };
    const stop = watchAccount(config, { onChange: (account) => !settling(account.status) && done() });
    const timer = setTimeout(done, waitMs);
  });
}

/** A write's toasts: under way, mined, failed. */
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

export type AnyWrite = { address: `0x${string}`; abi: Abi; functionName: string; args?: readonly unknown[]; value?: bigint; gas?: bigint };

export type SentTx = { hash: Hash; from: Address; nonce?: number; to?: Address; input?: Hex; value?: bigint; sentAt: number };
/** A batch (EIP-5792) is kept by the wallet's id for it, with the last call's contract as `to`. */
export type SentBatch = { batch: string; from: Address; to: Address; sentAt: number };

const RECHECK_MS = 15_000;
/** Twice in a row: viem's own lookup names the replacement first. */
const TAKEN_CHECKS = 2;
const WAIT_RETRIES = 5;
const RETRY_MS = 5_000;

const notFound = (type: new (...args: never[]) => Error) => (err: unknown) => {
  if (err instanceof type) return null;
  throw err;
};

export class TransactionRevertedError extends Error {}

/** Settles on a receipt, a replacement (txOutcome) or a drop; a node error says nothing about the transaction. */
export async function settleTransaction(config: Config, chainId: number, sent: SentTx): Promise<{ hash: Hash; outcome: TxOutcome }> {
  const client = getPublicClient(config, { chainId });
  if (!client) throw new WrongNetworkError(chainId);
  const stop = new AbortController();
  let reason: ReplacementReason | null = null;
  let gone: 'replaced' | 'dropped' | null = null;
  let taken = 0;
  const check = async () => {
    try {
      // Nonce first: a transaction mined after this read still shows its receipt below.
      const nonceNow = await client.getTransactionCount({ address: sent.from });
      const known = (await client.getTransaction({ hash: sent.hash }).catch(notFound(TransactionNotFoundError))) !== null;
      const mined = (await client.getTransactionReceipt({ hash: sent.hash }).catch(notFound(TransactionReceiptNotFoundError))) !== null;
      const state = known || mined ? 'pending' : unsettledState(sent, false, nonceNow, Date.now());
      taken = state === 'replaced' ? taken + 1 : 0;
      if (state === 'pending' || (state === 'replaced' && taken < TAKEN_CHECKS)) return;
      gone = state;
      stop.abort();
    } catch {
      // No answer: looked at again next time.
    }
  };
  const timer = setInterval(() => void check(), RECHECK_MS);
  try {
    await check();
    for (let attempt = 0; ; attempt++) {
      if (gone) return { hash: sent.hash, outcome: gone };
      try {
        const receipt = await waitForTransactionReceipt(config, {
          hash: sent.hash,
          chainId,
          pollingInterval: RECEIPT_POLLING_MS,
          signal: stop.signal,
          replacement: sent.nonce === undefined ? undefined : { from: sent.from, nonce: sent.nonce, to: sent.to, input: sent.input, value: sent.value },
          onReplaced: (replaced) => {
            reason = replaced.reason;
          },
        });
        return { hash: receipt.transactionHash, outcome: txOutcome(reason, receipt.status) };
      } catch (err) {
        if (gone) return { hash: sent.hash, outcome: gone };
        if (reason === 'cancelled' || reason === 'replaced') return { hash: sent.hash, outcome: reason };
        // wagmi throws a plain Error for a reverted receipt; viem's errors are the node's.
        if (!(err instanceof BaseError)) throw new TransactionRevertedError(err instanceof Error ? err.message : String(err));
        if (attempt >= WAIT_RETRIES) throw err;
        await new Promise((r) => setTimeout(r, RETRY_MS));
      }
    }
  } finally {
    clearInterval(timer);
  }
}

export function isFinal(err: unknown): boolean {
  return err instanceof TransactionRevertedError || err instanceof TransactionNotMadeError;
}

/** A wallet on another node may take a moment to pass the transaction on. */
async function sentTx(config: Config, chainId: number, hash: Hash, from: Address): Promise<SentTx> {
  const sentAt = Date.now();
  const client = getPublicClient(config, { chainId });
  for (let i = 0; client && i < 4; i++) {
    const tx = await client.getTransaction({ hash }).catch(() => null);
    if (tx) return { hash, from: tx.from, nonce: tx.nonce, to: tx.to ?? undefined, input: tx.input, value: tx.value, sentAt };
    await new Promise((r) => setTimeout(r, 1000));
  }
  return { hash, from, sentAt };
}

export async function writeAndWait(config: Config, chainId: number, request: AnyWrite, onSubmitted?: (sent: SentTx) => void): Promise<{ hash: Hash }> {
  const guard = chainGuard(await settledAccount(config), chainId);
  if (guard.kind === 'disconnected') throw new WalletNotConnectedError();
  if (guard.kind === 'wrong-network') throw new WrongNetworkError(chainId);
  const account = guard.address;

  const params = { ...request, account, chainId };
  const { request: simulated } = await simulateContract(config, params);
  const client = getPublicClient(config, { chainId });
  if (!client) throw new WrongNetworkError(chainId);
  const gas = request.gas ?? gasWithMargin(await client.estimateContractGas(params));
  const sent = await sentTx(config, chainId, await writeContract(config, { ...simulated, gas }), account);
  try {
    onSubmitted?.(sent);
  } catch (err) {
    console.error('[write] onSubmitted', err);
  }
  const { hash, outcome } = await settleTransaction(config, chainId, sent);
  if (outcome === 'success') return { hash };
  if (outcome === 'reverted') throw new TransactionRevertedError('The transaction was reverted');
  throw new TransactionNotMadeError(hash, outcome);
}

export function explorerTxUrl(explorerUrl: string | null, hash: Hash): string | null {
  return explorerUrl ? `${explorerUrl.replace(/\/$/, '')}/tx/${hash}` : null;
}

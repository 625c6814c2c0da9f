import type { Abi, ContractFunctionArgs, ContractFunctionName, Hash, TransactionReceipt } from 'viem';
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

export class TransactionRevertedError extends Error {
  constructor(readonly hash: Hash) {
    super('The transaction was reverted');
  }
}

export type WriteRequest<A extends Abi, F extends ContractFunctionName<A, 'nonpayable' | 'payable'>> = {
  address: `0x${string}`;
  abi: A;
  functionName: F;
  args?: ContractFunctionArgs<A, 'nonpayable' | 'payable', F> & readonly unknown[];
  value?: bigint;
  /** A fixed gas limit where the spec gives one (collections §7: the print claim's 230000); otherwise the estimate × 1.5. */
  gas?: bigint;
};

/**
 * The one way the product writes to the chain: check account and chain → simulate (a revert is
 * caught before the wallet opens) → estimate gas and send with 150 % of it (or the request's fixed
 * limit) → report the hash →
 * wait for the receipt → fail on a reverted receipt.
 */
/** How long a write waits for wagmi to finish reconnecting the remembered wallet. */
export const RECONNECT_WAIT_MS = 15_000;

const settling = (status: GetAccountReturnType['status']) => status === 'reconnecting' || status === 'connecting';

/**
 * The account once wagmi has settled it (issue 28: nothing a visitor does is lost): a press on a
 * live button while the remembered wallet is still reconnecting waits for it, rather than failing
 * with "not connected" (seen on the profile's Mint Now right after the page loaded).
 */
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

/** Any write request, once its caller's types have checked it: what wagmi's actions take for an ABI not known here. */
type AnyWrite = { address: `0x${string}`; abi: Abi; functionName: string; args?: readonly unknown[]; value?: bigint; gas?: bigint };

export async function writeAndWait(
  config: Config,
  chainId: number,
  request: AnyWrite,
  onSubmitted?: (hash: Hash) => void,
): Promise<{ hash: Hash; receipt: TransactionReceipt }> {
  const guard = chainGuard(await settledAccount(config), chainId);
  if (guard.kind === 'disconnected') throw new WalletNotConnectedError();
  if (guard.kind === 'wrong-network') throw new WrongNetworkError(chainId);
  const account = guard.address;

  const params = { ...request, account, chainId };
  const { request: simulated } = await simulateContract(config, params);
  const client = getPublicClient(config, { chainId });
  if (!client) throw new WrongNetworkError(chainId);
  const gas = request.gas ?? gasWithMargin(await client.estimateContractGas(params));
  const hash = await writeContract(config, { ...simulated, gas });
  onSubmitted?.(hash);
  const receipt = await waitForTransactionReceipt(config, { hash, chainId, pollingInterval: RECEIPT_POLLING_MS });
  if (receipt.status !== 'success') throw new TransactionRevertedError(hash);
  return { hash, receipt };
}

/** The explorer page of a transaction on the configured chain, or null where there is none (devnet). */
export function explorerTxUrl(explorerUrl: string | null, hash: Hash): string | null {
  return explorerUrl ? `${explorerUrl.replace(/\/$/, '')}/tx/${hash}` : null;
}

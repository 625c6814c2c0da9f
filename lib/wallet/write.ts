import type { Abi, ContractFunctionArgs, ContractFunctionName, Hash, TransactionReceipt } from 'viem';
import type { Config } from 'wagmi';
import { getAccount, getPublicClient, simulateContract, waitForTransactionReceipt, writeContract } from 'wagmi/actions';
import { chainGuard } from './chain-guard';
import { gasWithMargin } from './write-errors';

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
  args?: ContractFunctionArgs<A, 'nonpayable' | 'payable', F>;
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
export async function writeAndWait<A extends Abi, F extends ContractFunctionName<A, 'nonpayable' | 'payable'>>(
  config: Config,
  chainId: number,
  request: WriteRequest<A, F>,
  onSubmitted?: (hash: Hash) => void,
): Promise<{ hash: Hash; receipt: TransactionReceipt }> {
  const guard = chainGuard(getAccount(config), chainId);
  if (guard.kind === 'disconnected') throw new WalletNotConnectedError();
  if (guard.kind === 'wrong-network') throw new WrongNetworkError(chainId);
  const account = guard.address;

  const params = { ...request, account, chainId } as never;
  const { request: simulated } = await simulateContract(config, params);
  const client = getPublicClient(config, { chainId });
  if (!client) throw new WrongNetworkError(chainId);
  const gas = request.gas ?? gasWithMargin(await client.estimateContractGas(params));
  const hash = await writeContract(config, { ...(simulated as object), gas } as never);
  onSubmitted?.(hash);
  const receipt = await waitForTransactionReceipt(config, { hash, chainId });
  if (receipt.status !== 'success') throw new TransactionRevertedError(hash);
  return { hash, receipt };
}

/** The explorer page of a transaction on the configured chain, or null where there is none (devnet). */
export function explorerTxUrl(explorerUrl: string | null, hash: Hash): string | null {
  return explorerUrl ? `${explorerUrl.replace(/\/$/, '')}/tx/${hash}` : null;
}

import type { Hash } from 'viem';
import type { Config } from 'wagmi';
import { getCapabilities, sendCalls, waitForCallsStatus } from 'wagmi/actions';
import { RECEIPT_POLLING_MS } from '@/lib/constants';
import { chainGuard } from './chain-guard';
import { settledAccount, TransactionRevertedError, WalletNotConnectedError, WrongNetworkError, type AnyWrite } from './write';

const CAPABILITIES_WAIT_MS = 2000;

/** Whether the connected wallet sends several calls as one atomic batch on `chainId` (EIP-5792): one prompt for a multi-step flow. */
export async function canBatch(config: Config, chainId: number): Promise<boolean> {
  try {
    // A wallet that never answers is one that does not batch.
    const capabilities = await Promise.race([getCapabilities(config, { chainId }), new Promise<undefined>((r) => setTimeout(r, CAPABILITIES_WAIT_MS))]);
    const status = capabilities?.atomic?.status;
    return status === 'supported' || status === 'ready';
  } catch {
    return false;
  }
}

/**
 * The calls as one atomic batch (EIP-5792): one prompt, all land or none. Not simulated one by one,
 * as a later call may need an earlier one's effect (an approval before the burn). Resolves to the last call's hash.
 */
export async function batchAndWait(config: Config, chainId: number, requests: readonly AnyWrite[]): Promise<{ hash: Hash }> {
  const guard = chainGuard(await settledAccount(config), chainId);
  if (guard.kind === 'disconnected') throw new WalletNotConnectedError();
  if (guard.kind === 'wrong-network') throw new WrongNetworkError(chainId);
  const calls = requests.map(({ address, abi, functionName, args, value }) => ({ to: address, abi, functionName, args, value }));
  const { id } = await sendCalls(config, { account: guard.address, chainId, forceAtomic: true, calls });
  const { status, receipts } = await waitForCallsStatus(config, { id, pollingInterval: RECEIPT_POLLING_MS, timeout: 10 * 60_000 });
  const last = receipts?.at(-1);
  if (status !== 'success' || !last || last.status !== 'success') throw new TransactionRevertedError('The batch was reverted');
  return { hash: last.transactionHash };
}

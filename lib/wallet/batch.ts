import type { Hash } from 'viem';
import type { Config } from 'wagmi';
import { getCapabilities, sendCalls, waitForCallsStatus } from 'wagmi/actions';
import { RECEIPT_POLLING_MS } from '@/lib/constants';
import { chainGuard } from './chain-guard';
import { DROPPED_AFTER_MS } from './pending';
import { settledAccount, TransactionRevertedError, WalletNotConnectedError, WrongNetworkError, type AnyWrite, type SentBatch } from './write';

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

/** The last call's hash once the batch has landed; null when it was reverted. */
async function batchResult(config: Config, id: string): Promise<Hash | null> {
  const { status, receipts } = await waitForCallsStatus(config, { id, pollingInterval: RECEIPT_POLLING_MS, timeout: 10 * 60_000 });
  const last = receipts?.at(-1);
  return status === 'success' && last?.status === 'success' ? last.transactionHash : null;
}

/**
 * The calls as one atomic batch (EIP-5792): one prompt, all land or none. Not simulated one by one,
 * as a later call may need an earlier one's effect (an approval before the burn). Resolves to the last call's hash.
 */
export async function batchAndWait(
  config: Config,
  chainId: number,
  requests: readonly AnyWrite[],
  onSubmitted?: (sent: SentBatch) => void,
): Promise<{ hash: Hash }> {
  const guard = chainGuard(await settledAccount(config), chainId);
  if (guard.kind === 'disconnected') throw new WalletNotConnectedError();
  if (guard.kind === 'wrong-network') throw new WrongNetworkError(chainId);
  const calls = requests.map(({ address, abi, functionName, args, value }) => ({ to: address, abi, functionName, args, value }));
  const { id } = await sendCalls(config, { account: guard.address, chainId, forceAtomic: true, calls });
  onSubmitted?.({ batch: id, from: guard.address, to: requests[requests.length - 1].address, sentAt: Date.now() });
  const hash = await batchResult(config, id);
  if (!hash) throw new TransactionRevertedError('The batch was reverted');
  return { hash };
}

/**
 * A pending batch after a reload or in another tab: only the wallet knows it, so this waits
 * for the remembered wallet to reconnect. A wallet that cannot say, 10 minutes after the send, has dropped it.
 */
export async function settleBatch(
  config: Config,
  sent: Pick<SentBatch, 'batch' | 'sentAt'>,
): Promise<{ hash: Hash; outcome: 'success' } | { hash: null; outcome: 'reverted' | 'dropped' }> {
  try {
    if ((await settledAccount(config)).status !== 'connected') throw new WalletNotConnectedError();
    const hash = await batchResult(config, sent.batch);
    return hash ? { hash, outcome: 'success' } : { hash, outcome: 'reverted' };
  } catch (err) {
    if (Date.now() - sent.sentAt > DROPPED_AFTER_MS) return { hash: null, outcome: 'dropped' };
    throw err;
  }
}

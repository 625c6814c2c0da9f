export type WalletStatus = 'connecting' | 'reconnecting' | 'connected' | 'disconnected';

export type ConnectWatch = { settled: boolean; previous: WalletStatus };

/**
 * Follows wagmi's account status to spot a connect attempt that failed (connecting → disconnected).
 * The start-up reconnect goes the same way, so nothing counts until the status first settles.
 */
export function watchConnect(watch: ConnectWatch, status: WalletStatus): { watch: ConnectWatch; failed: boolean } {
  if (!watch.settled) return { watch: { settled: status === 'connected' || status === 'disconnected', previous: status }, failed: false };
  return { watch: { settled: true, previous: status }, failed: watch.previous === 'connecting' && status === 'disconnected' };
}

export type WalletStatus = 'connecting' | 'reconnecting' | 'connected' | 'disconnected';

export type ConnectWatch = { settled: boolean; previous: WalletStatus };

/** A failed connect is connecting → disconnected; the start-up reconnect looks the same, so nothing counts until settled. */
export function watchConnect(watch: ConnectWatch, status: WalletStatus): { watch: ConnectWatch; failed: boolean } {
  if (!watch.settled) return { watch: { settled: status === 'connected' || status === 'disconnected', previous: status }, failed: false };
  return { watch: { settled: true, previous: status }, failed: watch.previous === 'connecting' && status === 'disconnected' };
}

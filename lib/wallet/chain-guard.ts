/** platform-core §2, drop-pages §5. */
export type ChainGuard =
  { kind: 'disconnected' } | { kind: 'wrong-network'; address: `0x${string}`; chainId: number | undefined } | { kind: 'ready'; address: `0x${string}` };

/** By chain id: mainnet may be configured for ENS without being accepted. */
export function chainGuard(wallet: { address?: `0x${string}`; chainId?: number }, acceptedChainId: number): ChainGuard {
  if (!wallet.address) return { kind: 'disconnected' };
  if (wallet.chainId !== acceptedChainId) return { kind: 'wrong-network', address: wallet.address, chainId: wallet.chainId };
  return { kind: 'ready', address: wallet.address };
}

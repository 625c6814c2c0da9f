import type { ChainName } from '@/lib/config/public-schema';

/** drop-pages §5; apart from messages.ts so a panel's first scripts carry only this text. */
export function connectToChainAlert(chain: { name: ChainName; label: string }): string {
  return chain.name === 'mainnet' ? 'Please connect to Ethereum Main Network' : `Please connect to ${chain.label}`;
}

import type { ChainName } from '@/lib/config/public-schema';

/** Wallet texts of platform-core §4 and §8, spelled as the spec spells them. */
export const WALLET_MESSAGES = {
  noWallet: 'Non-Ethereum browser extension detected. Please install or login to your Wallet',
  unauthorized: 'Please authorize this website to access your Ethereum account.',
  unknown: 'An unknown error occurred. Please try again.',
  loginSuccess: 'Login successfully',
} as const;

/** "Network is not supported. Please switch to Mainnet." in production, the configured test chain otherwise. */
export function wrongNetworkMessage(chain: { name: ChainName; label: string }): string {
  return `Network is not supported. Please switch to ${chain.label}.`;
}

import type { ChainName } from '@/lib/config/public-schema';
import { NO_WALLET_ON_MINT_PAGE } from './no-wallet';

export { connectToChainAlert } from './chain-alert';

type NamedChain = { name: ChainName; label: string };

/** Spec texts (platform-core §4, §8; drop-pages §5, §8). */
export const WALLET_MESSAGES = {
  noWallet: 'Non-Ethereum browser extension detected. Please install or login to your Wallet',
  noWalletOnMintPage: NO_WALLET_ON_MINT_PAGE,
  unauthorized: 'Please authorize this website to access your Ethereum account.',
  unknown: 'An unknown error occurred. Please try again.',
  loginSuccess: 'Login successfully',
  /** platform-core §1 deep links; the spec gives no words. */
  openInApp: 'No wallet in this browser? Open this page in your wallet app:',
  openInMetaMask: 'Open in MetaMask',
  openInCoinbase: 'Open in Coinbase Wallet',
} as const;

/** Why a sent transaction was never made; the spec gives no words. */
export const TX_NOT_MADE_MESSAGES = {
  cancelled: 'The transaction was cancelled in your wallet.',
  replaced: 'The transaction was replaced by another one in your wallet.',
  dropped: 'The transaction was dropped by the network and never made. Please try again.',
} as const;

export function wrongNetworkMessage(chain: NamedChain): string {
  return `Network is not supported. Please switch to ${chain.label}.`;
}

/** drop-pages §8 */
export function unsupportedChainToast(chain: NamedChain): string {
  return chain.name === 'mainnet' ? 'Please connect to the Ethereum Mainnet' : `Please connect to the ${chain.label}`;
}

import type { ChainName } from '@/lib/config/public-schema';
import { NO_WALLET_ON_MINT_PAGE } from './no-wallet';

type NamedChain = { name: ChainName; label: string };

/** Wallet texts of platform-core §4 and §8 and drop-pages §5 and §8, spelled as the spec spells them. */
export const WALLET_MESSAGES = {
  noWallet: 'Non-Ethereum browser extension detected. Please install or login to your Wallet',
  /** Drop mint pages (drop-pages §5) say it their own way. */
  noWalletOnMintPage: NO_WALLET_ON_MINT_PAGE,
  unauthorized: 'Please authorize this website to access your Ethereum account.',
  unknown: 'An unknown error occurred. Please try again.',
  loginSuccess: 'Login successfully',
  /** The phone's connect modal without an injected wallet (platform-core §1: the deep links; the spec gives no words, ours). */
  openInApp: 'No wallet in this browser? Open this page in your wallet app:',
  openInMetaMask: 'Open in MetaMask',
  openInCoinbase: 'Open in Coinbase Wallet',
} as const;

/** A transaction the wallet did not let through as sent (issue 48; the spec gives no words, ours). */
export const TX_NOT_MADE_MESSAGES = {
  cancelled: 'The transaction was cancelled in your wallet.',
  replaced: 'The transaction was replaced by another one in your wallet.',
  dropped: 'The transaction was dropped by the network and never made. Please try again.',
} as const;

/** "Network is not supported. Please switch to Mainnet." in production, the configured test chain otherwise. */
export function wrongNetworkMessage(chain: NamedChain): string {
  return `Network is not supported. Please switch to ${chain.label}.`;
}

/** The mint pages' alert (drop-pages §5): "Please connect to Ethereum Main Network" on mainnet. */
export function connectToChainAlert(chain: NamedChain): string {
  return chain.name === 'mainnet' ? 'Please connect to Ethereum Main Network' : `Please connect to ${chain.label}`;
}

/** The toast for an unsupported chain (drop-pages §8, 8 s): "Please connect to the Ethereum Mainnet" on mainnet. */
export function unsupportedChainToast(chain: NamedChain): string {
  return chain.name === 'mainnet' ? 'Please connect to the Ethereum Mainnet' : `Please connect to the ${chain.label}`;
}

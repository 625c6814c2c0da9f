import { PRINT_CLAIM } from './config';

// collections §2, §4, §5, verbatim ("plugin" without "browser" on this page)
export const PRINT_CLAIM_MESSAGES = {
  soldOut: 'Sold Out',
  listPrice: `List price: ${PRINT_CLAIM.listPrice} ETH`,
  claimToken: (id: number) => `Claim Token: #${id}/${PRINT_CLAIM.edition}`,
  claiming: 'Claiming...',
  success: (hash: string) => `Claim Successful, ${hash}`,
  signUp: 'Sign Up to DRP',
  wrongNetwork: 'Please connect to Ethereum Main Network',
  noWallet: 'Non-Ethereum browser detected. Please install MetaMask plugin',
  badLink: 'This claim link is not valid. Check the link printed with your print.',
} as const;

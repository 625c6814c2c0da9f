import { configuredContract } from '@/lib/config/contract';
import { JokerPrintClaim } from '@/contracts/deployments/JokerPrintClaim';
import { parseEther } from 'viem';

/**
 * The Joker print claim (collections §2, §5, §7, §9): 150 physical prints, each tethered to the NFT
 * of its number, claimed from the print's link (`/drops/lushsux-joker/pay?t=…`) with `claim(id)`
 * at the list price and a fixed gas limit. The sandbox deploys the contract at `devnetAddress`.
 */

export const PRINT_CLAIM = {
  navKey: 'lushsux-joker',
  /** The physically tethered NFT's title. */
  title: 'Lushsux Joker (Tethered Print)',
  edition: 150,
  price: parseEther('0.5'),
  listPrice: '0.5',
  gasLimit: 230_000n,
  /** What the print's link carries before the token number, base64-encoded with it (collections §2: "a fixed prefix"). */
  tokenPrefix: 'DRPJOKER',
  ...configuredContract('NEXT_PUBLIC_PRINT_CLAIM_ADDRESS', process.env.NEXT_PUBLIC_PRINT_CLAIM_ADDRESS, JokerPrintClaim),
} as const;

import { configuredContract } from '@/lib/config/contract';
import { EnglishAuction } from '@/contracts/deployments/EnglishAuction';

/**
 * The Floating's auction contract, apart from the auction's constants (auction.ts): the live room's stand-ins
 * take the node and the address as props from the server, so the public config stays out of the
 * page's first scripts; only what reads or writes the chain imports this.
 */
export const FLOATING_AUCTION_CONTRACT = {
  ...configuredContract('NEXT_PUBLIC_AUCTION_ADDRESS', process.env.NEXT_PUBLIC_AUCTION_ADDRESS, EnglishAuction),
} as const;

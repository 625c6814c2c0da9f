import { configuredContract } from '@/lib/config/contract';
import { EnglishAuction } from '@/contracts/deployments/EnglishAuction';

// Apart from auction.ts so the public config stays out of the page's first scripts.
export const FLOATING_AUCTION_CONTRACT = {
  ...configuredContract('NEXT_PUBLIC_AUCTION_ADDRESS', process.env.NEXT_PUBLIC_AUCTION_ADDRESS, EnglishAuction),
} as const;

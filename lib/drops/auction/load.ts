import 'server-only';
import { listAuctionBids } from '@/lib/platform/drops';
import { toBidPage, type BidPage } from './bids';
import { FLOATING_AUCTION } from './config';
import { FLOATING_AUCTION_CONTRACT } from './contract';

/** The live auction's first page of bids, fresh from the platform; null when it could not be read (the room says so and retries). */
export async function readFloatingBids(): Promise<BidPage | null> {
  const contract = FLOATING_AUCTION_CONTRACT.address;
  if (!contract) return null;
  return listAuctionBids({ contract, tokenId: FLOATING_AUCTION.tokenId, salt: FLOATING_AUCTION.salt }, { fresh: true }).then(toBidPage, (err) => {
    console.error('[platform] auction bids failed', (err as Error).message);
    return null;
  });
}

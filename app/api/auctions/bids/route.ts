import { NextResponse } from 'next/server';
import { errorResponse, jsonError } from '@/app/_lib/http/json';
import { rateLimit } from '@/app/_lib/http/rate-limit';
import { RATE_LIMITS } from '@/lib/http/rate-limits';
import { auctionBidsQuery } from '@/lib/drops/raffle-schema';
import { FLOATING_AUCTION } from '@/lib/drops/auction/config';
import { FLOATING_AUCTION_CONTRACT } from '@/lib/drops/auction/contract';
import { toBidPage } from '@/lib/drops/auction/bids';
import { listAuctionBids } from '@/lib/platform/drops';

/**
 * GET ?page=N: a page of the live auction's bids, newest first (drop-pages §7: pages of 6), for the
 * bid table's infinite scroll. Only the configured auction's: nothing from the URL reaches the
 * platform but the page number. Bids change by the second, so nothing is cached.
 */
export async function GET(req: Request) {
  const parsed = auctionBidsQuery.safeParse(Object.fromEntries(new URL(req.url).searchParams));
  if (!parsed.success) return jsonError(400, parsed.error.issues[0]?.message ?? 'Invalid query');
  const gate = await rateLimit(req, RATE_LIMITS.auctionBids);
  if (gate.response) return gate.response;
  const contract = FLOATING_AUCTION_CONTRACT.address;
  if (!contract) return jsonError(404, 'No live auction is configured');
  try {
    const page = await listAuctionBids(
      { contract, tokenId: FLOATING_AUCTION.tokenId, salt: FLOATING_AUCTION.salt },
      { pageIndex: parsed.data.page, fresh: true },
    );
    return NextResponse.json(toBidPage(page), { headers: { 'cache-control': 'no-store' } });
  } catch (err) {
    return errorResponse(err);
  }
}

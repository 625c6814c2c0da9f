import { NextResponse } from 'next/server';
import { errorResponse, jsonError } from '@/app/_lib/http/json';
import { rateLimit } from '@/app/_lib/http/rate-limit';
import { RATE_LIMITS } from '@/lib/http/rate-limits';
import { auctionBidsQuery } from '@/lib/drops/raffle-schema';
import { liveAuctionOf } from '@/lib/drops/auctions';
import { toBidPage } from '@/lib/drops/auction/bid-page';
import { listAuctionBids } from '@/lib/platform/drops';

/** The nav key only picks a configured auction: nothing from the URL but the page number reaches the platform. Not cached. */
export async function GET(req: Request) {
  const parsed = auctionBidsQuery.safeParse(Object.fromEntries(new URL(req.url).searchParams));
  if (!parsed.success) return jsonError(400, parsed.error.issues[0]?.message ?? 'Invalid query');
  const gate = await rateLimit(req, RATE_LIMITS.auctionBids);
  if (gate.response) return gate.response;
  const auction = liveAuctionOf(parsed.data.auction);
  if (!auction?.address) return jsonError(404, 'No live auction is configured for this drop');
  try {
    const page = await listAuctionBids(
      { contract: auction.address, tokenId: auction.tokenId, salt: auction.salt },
      { pageIndex: parsed.data.page, fresh: true },
    );
    return NextResponse.json(toBidPage(page), { headers: { 'cache-control': 'no-store' } });
  } catch (err) {
    return errorResponse(err);
  }
}

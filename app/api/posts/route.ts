import { NextResponse } from 'next/server';
import { errorResponse, jsonError } from '@/app/_lib/http/json';
import { rateLimit } from '@/app/_lib/http/rate-limit';
import { RATE_LIMITS } from '@/lib/http/rate-limits';
import { DEFAULT_POSTS_VIEW, postsPage } from '@/lib/drops/lushsux/posts';
import { postsApiQuery } from '@/lib/drops/lushsux/posts-query';
import { withImage } from '@/components/drops/lushsux/post-image';
import { listPosts } from '@/lib/platform/content';

/** Only known sorts, filters and counts reach the platform; the same for everyone, so a CDN may keep it a minute. */
export async function GET(req: Request) {
  const parsed = postsApiQuery.safeParse(Object.fromEntries(new URL(req.url).searchParams));
  if (!parsed.success) return jsonError(400, parsed.error.issues[0]?.message ?? 'Invalid query');
  const gate = await rateLimit(req, RATE_LIMITS.posts);
  if (gate.response) return gate.response;
  const { loaded, ...view } = parsed.data;
  try {
    const page = await listPosts({ ...DEFAULT_POSTS_VIEW, ...view }, postsPage(loaded));
    return NextResponse.json(
      { items: page.items.map(withImage), total: page.totalCount, hasNextPage: page.hasNextPage },
      { headers: { 'cache-control': 'public, s-maxage=60, stale-while-revalidate=300' } },
    );
  } catch (err) {
    return errorResponse(err);
  }
}

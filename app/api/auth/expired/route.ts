import { NextResponse, type NextRequest } from 'next/server';
import { safeNextPath } from '@/lib/session/routes';
import { endSession } from '@/app/_lib/session/session';

/**
 * GET ?next=…: the platform said the session's token is no longer valid. Pages cannot change
 * cookies, so they send the browser here to end the session, then to login and back.
 */
export async function GET(req: NextRequest) {
  await endSession();
  const next = safeNextPath(req.nextUrl.searchParams.get('next'));
  return NextResponse.redirect(new URL(`/login?next=${encodeURIComponent(next)}`, req.url));
}

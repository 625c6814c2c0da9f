import { NextResponse } from 'next/server';
import { getSession } from '@/app/_lib/session/session';

/** Never includes the token. */
export async function GET() {
  const session = await getSession();
  return NextResponse.json(
    { signedIn: Boolean(session.token), userKey: session.userKey ?? null, address: session.address ?? null },
    { headers: { 'cache-control': 'private, no-store' } },
  );
}

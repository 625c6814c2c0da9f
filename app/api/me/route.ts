import { NextResponse } from 'next/server';
import { withUser } from '@/app/_lib/http/with-user';
import { getUser } from '@/lib/platform/users';

export async function GET() {
  return withUser(async ({ token, userKey }) =>
    NextResponse.json({ user: await getUser(userKey, token) }, { headers: { 'cache-control': 'private, no-store' } }),
  );
}

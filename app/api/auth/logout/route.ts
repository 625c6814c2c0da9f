import { NextResponse } from 'next/server';
import { logout } from '@/lib/platform/users';
import { endSession, getSession } from '@/app/_lib/session/session';
import { crossSiteRefusal } from '@/app/_lib/http/json';

/** POST: ends the platform session and clears the cookie; an Unauthorized answer still completes the logout. */
export async function POST(req: Request) {
  const refused = crossSiteRefusal(req);
  if (refused) return refused;
  const session = await getSession();
  if (session.token) await logout(session.token).catch(() => undefined);
  await endSession();
  return NextResponse.json({ ok: true });
}

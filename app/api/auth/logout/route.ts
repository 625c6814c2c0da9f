import { NextResponse } from 'next/server';
import { logout } from '@/lib/platform/users';
import { endSession, getSession } from '@/app/_lib/session/session';

/** POST: ends the platform session and clears the cookie; an Unauthorized answer still completes the logout. */
export async function POST() {
  const session = await getSession();
  if (session.token) await logout(session.token).catch(() => undefined);
  await endSession();
  return NextResponse.json({ ok: true });
}

import 'server-only';
import { redirect } from 'next/navigation';
import { getUser } from '@/lib/platform/users';
import { UnauthorizedError } from '@/lib/platform/errors';
import { getSession, sessionEnded } from '@/app/_lib/session/session';

/** A session the platform no longer accepts is ended through /session-expired (which POSTs to /api/auth/expired). */
export async function requireCurrentUser(returnTo: string) {
  const session = await getSession();
  if (sessionEnded(session)) redirect(`/session-expired?next=${encodeURIComponent(returnTo)}`);
  if (!session.token || !session.userKey) redirect(`/login?next=${encodeURIComponent(returnTo)}`);
  try {
    return { user: await getUser(session.userKey, session.token), token: session.token };
  } catch (err) {
    if (err instanceof UnauthorizedError) redirect(`/session-expired?next=${encodeURIComponent(returnTo)}`);
    throw err;
  }
}

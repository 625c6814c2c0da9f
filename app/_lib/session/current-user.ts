import 'server-only';
import { redirect } from 'next/navigation';
import { getUser } from '@/lib/platform/users';
import { UnauthorizedError } from '@/lib/platform/errors';
import { getSession, sessionEnded } from '@/app/_lib/session/session';

/**
 * The signed-in user as the owner sees them. No session sends the visitor to login; a session the
 * platform no longer accepts is ended (through /session-expired, which posts to /api/auth/expired) and then does the same.
 */
export async function requireCurrentUser(returnTo: string) {
  const session = await getSession();
  // A cookie whose session ended (logged out elsewhere, idle, too old) is cleared through the same page.
  if (sessionEnded(session)) redirect(`/session-expired?next=${encodeURIComponent(returnTo)}`);
  if (!session.token || !session.userKey) redirect(`/login?next=${encodeURIComponent(returnTo)}`);
  try {
    return { user: await getUser(session.userKey, session.token), token: session.token };
  } catch (err) {
    if (err instanceof UnauthorizedError) redirect(`/session-expired?next=${encodeURIComponent(returnTo)}`);
    throw err;
  }
}

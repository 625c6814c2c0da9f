import 'server-only';
import { getUser } from '@/lib/platform/users';
import { UnauthorizedError } from '@/lib/platform/errors';
import { getSession } from './session';

/** The signed-in user as the owner sees them, or null (no session, or the platform ended it). */
export async function currentUser() {
  const session = await getSession();
  if (!session.token || !session.userKey) return null;
  try {
    return { user: await getUser(session.userKey, session.token), token: session.token };
  } catch (err) {
    if (err instanceof UnauthorizedError) return null;
    throw err;
  }
}

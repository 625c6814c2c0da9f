import 'server-only';
import { UnauthorizedError } from '@/lib/platform/errors';
import { endSession, getSession } from '@/app/_lib/session/session';
import { errorResponse, jsonError, type RefusalTexts } from '@/app/_lib/http/json';
import { REFUSALS } from '@/lib/accounts/messages';

export type SignedIn = { token: string; userKey: string };

/** An upstream Unauthorized ends the session (401); the browser then clears its wallet data and goes home. */
export async function withUser(handler: (user: SignedIn) => Promise<Response>, refusals: RefusalTexts = REFUSALS.profile): Promise<Response> {
  const session = await getSession();
  if (!session.token || !session.userKey) return jsonError(401, 'Unauthorized');
  try {
    return await handler({ token: session.token, userKey: session.userKey });
  } catch (err) {
    if (err instanceof UnauthorizedError) {
      await endSession({ platformLogout: false });
      return jsonError(401, 'Unauthorized');
    }
    return errorResponse(err, refusals);
  }
}

import 'server-only';
import { redirect } from 'next/navigation';
import { getSession } from './session';

/**
 * The guest-only pages (login, register, forgot and reset password) send a signed-in visitor home.
 * Checked here, against the server's record of the session, not in the middleware: a cookie whose
 * session has ended signs in no one, so its visitor sees the page (issue 44).
 */
export async function redirectSignedIn(): Promise<void> {
  if ((await getSession()).token) redirect('/');
}

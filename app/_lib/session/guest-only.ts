import 'server-only';
import { redirect } from 'next/navigation';
import { getSession } from './session';

/** Checked against the session record, not in the middleware: an ended session's cookie still sees the page. */
export async function redirectSignedIn(): Promise<void> {
  if ((await getSession()).token) redirect('/');
}

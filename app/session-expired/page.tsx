import { connection } from 'next/server';
import { AutoSubmit } from '@/components/accounts/auto-submit';
import { safeNextPath } from '@/lib/session/routes';
import styles from '@/components/forms/forms.module.css';
import { firstParam, type SearchParams } from '@/lib/http/query';

export const metadata = { title: 'Session expired', description: 'Your session has ended; log in again.', robots: { index: false } };

type Props = { searchParams: Promise<SearchParams> };

/**
 * Where a page sends the browser when the platform no longer accepts its session: the form ends
 * the session with a same-origin POST (at once with JavaScript, on a click without) and goes to login.
 */
export default async function SessionExpiredPage({ searchParams }: Props) {
  await connection();
  const next = safeNextPath(firstParam(await searchParams, 'next'));
  return (
    <div className={styles.page}>
      <AutoSubmit action="/api/auth/expired" fields={{ next }} label="Log in again">
        <p role="status">Your session has expired.</p>
      </AutoSubmit>
    </div>
  );
}

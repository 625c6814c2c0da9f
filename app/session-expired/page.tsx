import { headers } from 'next/headers';
import { connection } from 'next/server';
import { ownNavigation } from '@/lib/session/navigation';
import { AutoSubmit } from '@/components/accounts/auto-submit';
import { safeNextPath } from '@/lib/session/routes';
import styles from '@/components/forms/forms.module.css';
import { firstParam, type SearchParams } from '@/lib/http/query';

export const metadata = { title: 'Session expired', description: 'Your session has ended; log in again.', robots: { index: false } };

type Props = { searchParams: Promise<SearchParams> };

export default async function SessionExpiredPage({ searchParams }: Props) {
  await connection();
  const next = safeNextPath(firstParam(await searchParams, 'next'));
  // A link on another site does not end the session: the visitor presses.
  const auto = ownNavigation((await headers()).get('sec-fetch-site'));
  return (
    <div className={styles.page}>
      <AutoSubmit action="/api/auth/expired" fields={{ next }} label="Log in again" auto={auto}>
        <p role="status">Your session has expired.</p>
      </AutoSubmit>
    </div>
  );
}

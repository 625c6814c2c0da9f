import { headers } from 'next/headers';
import { connection } from 'next/server';
import { ownNavigation } from '@/lib/session/navigation';
import { LogoutRunner } from '@/components/accounts/logout-runner';
import styles from '@/components/forms/forms.module.css';

export const metadata = { title: 'Logging out', description: 'Ending your session.', robots: { index: false } };

export default async function LogoutPage() {
  // The header's artist menu needs the platform, unreachable at build time.
  await connection();
  // A link on another site does not log the visitor out: they press.
  const auto = ownNavigation((await headers()).get('sec-fetch-site'));
  return (
    <div className={styles.page}>
      <LogoutRunner auto={auto} />
    </div>
  );
}

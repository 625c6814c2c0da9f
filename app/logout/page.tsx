import { connection } from 'next/server';
import { LogoutRunner } from '@/components/accounts/logout-runner';
import styles from '@/components/forms/forms.module.css';

export const metadata = { title: 'Logging out', description: 'Ending your session.', robots: { index: false } };

export default async function LogoutPage() {
  // Per request: the header's artist menu comes from the platform, unreachable at build time.
  await connection();
  return (
    <div className={styles.page}>
      <LogoutRunner />
    </div>
  );
}

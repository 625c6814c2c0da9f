import { connection } from 'next/server';
import { redirectSignedIn } from '@/app/_lib/session/guest-only';
import { RegisterForm } from '@/components/accounts/register-form';
import { pageMetadata } from '@/app/_lib/metadata';
import styles from '@/components/forms/forms.module.css';

export const metadata = {
  ...pageMetadata({ title: 'Register', description: 'Create an account to mint, enter raffles and get notified of new drops.', path: '/register' }),
  robots: { index: false },
};

export default async function RegisterPage() {
  await redirectSignedIn();
  // The header's artist menu needs the platform, unreachable at build time.
  await connection();
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Register</h1>
      <RegisterForm />
    </div>
  );
}

import { connection } from 'next/server';
import { redirectSignedIn } from '@/app/_lib/session/guest-only';
import { ForgotPasswordForm } from '@/components/accounts/forgot-password-form';
import { pageMetadata } from '@/app/_lib/metadata';
import styles from '@/components/forms/forms.module.css';

export const metadata = {
  ...pageMetadata({ title: 'Forgot password', description: 'Get a code by email to reset your password.', path: '/forgot-password' }),
  robots: { index: false },
};

export default async function ForgotPasswordPage() {
  await redirectSignedIn();
  // The header's artist menu needs the platform, unreachable at build time.
  await connection();
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Forgot password</h1>
      <p className={styles.intro}>Enter your email and we will send you a code to reset your password.</p>
      <ForgotPasswordForm />
    </div>
  );
}

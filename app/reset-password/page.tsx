import { ResetPasswordForm } from '@/components/accounts/reset-password-form';
import { redirectSignedIn } from '@/app/_lib/session/guest-only';
import { pageMetadata } from '@/app/_lib/metadata';
import styles from '@/components/forms/forms.module.css';
import { firstParam, type SearchParams } from '@/lib/http/query';

export const metadata = {
  ...pageMetadata({ title: 'Reset password', description: 'Choose a new password with the code we emailed you.', path: '/reset-password' }),
  robots: { index: false },
};

export default async function ResetPasswordPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  await redirectSignedIn();
  const query = await searchParams;
  const [email, code] = [firstParam(query, 'email') ?? '', firstParam(query, 'code') ?? ''];
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Reset password</h1>
      <ResetPasswordForm email={email} code={code} />
    </div>
  );
}

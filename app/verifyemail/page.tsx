import { VerifyEmail } from '@/components/accounts/verify-email';
import { pageMetadata } from '@/app/_lib/metadata';
import styles from '@/components/forms/forms.module.css';
import { firstParam, type SearchParams } from '@/lib/http/query';

export const metadata = {
  ...pageMetadata({ title: 'Verify email', description: 'Confirm your email address to mint and enter raffles.', path: '/verifyemail' }),
  robots: { index: false },
};

export default async function VerifyEmailPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const query = await searchParams;
  const [email, code] = [firstParam(query, 'email') ?? '', firstParam(query, 'code') ?? ''];
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Verify email</h1>
      <VerifyEmail email={email} code={code} />
    </div>
  );
}

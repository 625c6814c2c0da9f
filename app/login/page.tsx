import { LoginForm } from '@/components/accounts/login-form';
import { redirectSignedIn } from '@/app/_lib/session/guest-only';
import { safeNextPath } from '@/lib/session/routes';
import { pageMetadata } from '@/app/_lib/metadata';
import styles from '@/components/forms/forms.module.css';
import { firstParam, type SearchParams } from '@/lib/http/query';

export const metadata = {
  ...pageMetadata({ title: 'Login', description: 'Log in to collect, mint and follow your favourite artists.', path: '/login' }),
  robots: { index: false },
};

export default async function LoginPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  await redirectSignedIn();
  const next = safeNextPath(firstParam(await searchParams, 'next'));
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Login</h1>
      <p className={styles.intro}>Welcome back. Log in with your email and password to manage your profile and collection.</p>
      <LoginForm next={next} />
    </div>
  );
}

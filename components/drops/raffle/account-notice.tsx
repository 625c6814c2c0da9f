import Link from 'next/link';
import type { AccountNotice as Notice } from '@/lib/wallet/account';
import styles from '@/components/drops/panel.module.css';

/** Under a disabled enter or mint button: verify the e-mail, or sign in with the wallet. */
export function AccountNotice({ notice, verifyText, signInText, onSignIn }: { notice: Notice; verifyText: string; signInText: string; onSignIn: () => void }) {
  if (notice === 'verify-email')
    return (
      <p className={styles.hint}>
        <Link href="/users/update">{verifyText}</Link>
      </p>
    );
  if (notice === 'sign-in')
    return (
      <p className={styles.hint}>
        <button type="button" className={styles.linkButton} onClick={onSignIn}>
          {signInText}
        </button>
      </p>
    );
  return null;
}

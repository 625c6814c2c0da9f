import type { ReactNode } from 'react';
import { WrongNetworkAlert } from '@/components/wallet/wrong-network-alert';
import type { AccountNotice as Notice } from '@/lib/wallet/account';
import { RAFFLE_MESSAGES as R } from '@/lib/drops/raffle/messages';
import { WALLET_MESSAGES } from '@/lib/wallet/messages';
import { AccountNotice } from './account-notice';
import styles from '@/components/drops/panel.module.css';

/** Notes under a live draw button (drop-pages §5). */
export function RaffleNotices({
  state,
  failed,
  contractKnown,
  onSignIn,
  children,
}: {
  state: { kind: string; notice?: Notice };
  failed: boolean;
  contractKnown: boolean;
  onSignIn: () => void;
  children?: ReactNode;
}) {
  return (
    <>
      <WrongNetworkAlert show={state.kind === 'wrong-network'} />
      {state.kind === 'enter' && state.notice !== undefined && (
        <AccountNotice notice={state.notice} verifyText={R.verifyToEnter} signInText={R.signInToEnter} onSignIn={onSignIn} />
      )}
      {children}
      {failed && (
        <p role="alert" className={styles.hint}>
          {R.error}
        </p>
      )}
      {!contractKnown && <p className={styles.hint}>{WALLET_MESSAGES.unknown}</p>}
    </>
  );
}

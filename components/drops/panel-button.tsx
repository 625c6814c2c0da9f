'use client';

import { useReturningWallet } from '@/components/wallet/wallet-store';
import { walletWasConnected } from '@/lib/wallet/remembered';
import styles from '@/components/drops/panel.module.css';

/** A panel says when the wallet is `settled`, and takes a press made before (`onQueued`). */
type Props = { state: { label: string; disabled: boolean }; onClick?: () => void; settled?: boolean; onQueued?: () => void };

/** What a visitor panel's action button says while a returning wallet's stack loads. */
export const RECONNECTING_LABEL = 'Loading';

/** A returning wallet's button waits as Loading with aria-disabled, so a press as it turns is not lost. */
export function PanelButton({ state, onClick, settled, onQueued }: Props) {
  const live = settled === true;
  const returning = useReturningWallet() === true;
  const waiting = !live && returning && !state.disabled;
  // A press replayed before the render that knows the wallet (at hydration) is queued all the same.
  const press = () => (onQueued && !live && walletWasConnected(window.localStorage) ? onQueued() : onClick?.());
  return (
    <button
      type="button"
      className={styles.button}
      disabled={waiting ? undefined : state.disabled}
      aria-disabled={waiting || undefined}
      aria-busy={waiting || undefined}
      onClick={waiting ? onQueued : press}
    >
      {waiting ? RECONNECTING_LABEL : state.label}
    </button>
  );
}

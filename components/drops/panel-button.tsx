'use client';

import { useContext } from 'react';
import { LiveIsland } from '@/components/wallet/live-island';
import { useReturningWallet } from '@/components/wallet/wallet-stack';
import styles from '@/components/drops/panel.module.css';

type Props = { state: { label: string; disabled: boolean }; onClick?: () => void; onPointerEnter?: () => void };

/** What a visitor panel's action button says while a returning wallet's stack loads. */
export const RECONNECTING_LABEL = 'Loading';

/**
 * A drop panel's one button, as every mint, claim and draw panel draws it: the rule's label and
 * whether it is disabled. Before the wallet stack is there, a returning wallet (one wagmi will
 * reconnect) sees an action button wait as Loading: its label (a connect state) is about to be
 * replaced by the wallet's own. It waits without the `disabled` attribute (aria-disabled): the
 * server's HTML had the enabled button, and a press aimed at it as it turns must still reach the
 * page, where the wallet island holds it for the live button (IslandSlot, by the label in
 * `data-label`), never lost on a disabled element.
 */
export function PanelButton({ state, onClick, onPointerEnter }: Props) {
  const live = useContext(LiveIsland);
  const returning = useReturningWallet() === true;
  const waiting = !live && returning && !state.disabled;
  return (
    <button
      type="button"
      className={styles.button}
      disabled={waiting ? undefined : state.disabled}
      aria-disabled={waiting || undefined}
      aria-busy={waiting || undefined}
      data-label={waiting ? state.label : undefined}
      onClick={waiting ? undefined : onClick}
      onPointerEnter={onPointerEnter}
    >
      {waiting ? RECONNECTING_LABEL : state.label}
    </button>
  );
}

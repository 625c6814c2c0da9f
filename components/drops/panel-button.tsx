'use client';

import { useContext } from 'react';
import { LiveIsland } from '@/components/wallet/live-island';
import { useReturningWallet } from '@/components/wallet/wallet-stack';
import styles from '@/components/drops/blackfeather/mint.module.css';

type Props = { state: { label: string; disabled: boolean }; onClick?: () => void; onPointerEnter?: () => void };

/** What a visitor panel's action button says while a returning wallet's stack loads. */
export const RECONNECTING_BUTTON = { label: 'Loading', disabled: true } as const;

/**
 * A drop panel's one button, as every mint, claim and draw panel draws it: the rule's label and
 * whether it is disabled. Before the wallet stack is there, a returning wallet (one wagmi will
 * reconnect) sees an action button wait as Loading: a press on the visitor's button then would only
 * load the stack, and its label (a connect state) is about to be replaced by the wallet's own.
 */
export function PanelButton({ state, onClick, onPointerEnter }: Props) {
  const live = useContext(LiveIsland);
  const returning = useReturningWallet() === true;
  const shown = !live && returning && !state.disabled ? RECONNECTING_BUTTON : state;
  return (
    <button type="button" className={styles.button} disabled={shown.disabled} aria-busy={shown === RECONNECTING_BUTTON || undefined} onClick={onClick} onPointerEnter={onPointerEnter}>
      {shown.label}
    </button>
  );
}

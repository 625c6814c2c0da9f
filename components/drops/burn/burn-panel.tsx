import type { ReactNode } from 'react';
import { BURN } from '@/lib/drops/burn/config';
import { BURN_MESSAGES as M } from '@/lib/drops/burn/messages';
import { PanelButton } from '@/components/drops/panel-button';
import styles from '@/components/drops/panel.module.css';

/** Token 4's supply (null when unknown). */
export type BurnFigures = { supply: bigint | null; salesActive: boolean };

type Props = { supply: bigint | null; state: { label: string; disabled: boolean }; onClick?: () => void; children?: ReactNode };

/** Shared by the server HTML and the live island. */
export function BurnPanel({ supply, state, onClick, children }: Props) {
  return (
    <div className={styles.mint}>
      <p className={styles.counter} data-testid="token4-supply">
        <strong>{supply === null ? '--' : supply.toString()}</strong>
        {` / ${BURN.token4Cap} Token 4 minted`}
      </p>
      <p className={styles.hint}>{M.pick}</p>
      {children}
      <PanelButton state={state} onClick={onClick} />
    </div>
  );
}

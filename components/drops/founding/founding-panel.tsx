import type { ReactNode } from 'react';
import Link from 'next/link';
import { FOUNDING_TOKEN } from '@/lib/drops/founding/config';
import { FOUNDING_MESSAGES as M } from '@/lib/drops/founding/messages';
import { PanelButton } from '@/components/drops/panel-button';
import styles from '@/components/drops/panel.module.css';
import { weiToEth } from '@/lib/format/wei';

type Props = { supply: bigint; state: { label: string; disabled: boolean }; onClick?: () => void; children?: ReactNode };

/** The founding token (drop-pages §2); the live island adds the preconditions. */
export function FoundingPanel({ supply, state, onClick, children }: Props) {
  return (
    <div className={styles.mint}>
      <p className={styles.counter} data-testid="founding-counter">
        <strong>{supply.toString()}</strong>
        {` / ${FOUNDING_TOKEN.edition} claimed`}
      </p>
      <p className={styles.hint}>{`${FOUNDING_TOKEN.edition} editions at ${weiToEth(FOUNDING_TOKEN.price)} ETH, claimed until 1 Feb 2022.`}</p>
      <PanelButton state={state} onClick={onClick} />
      {children}
      <p className={styles.hint}>
        <Link href={FOUNDING_TOKEN.marketUrl}>{M.buy}</Link>
      </p>
    </div>
  );
}

import type { ReactNode } from 'react';
import type { EveTokenInfo } from '@/lib/drops/eve/config';
import { PanelButton } from '@/components/drops/panel-button';
import styles from '@/components/drops/panel.module.css';
import { weiToEth } from '@/lib/format/wei';

/** token: null on a failed server read. */
export type EveMintItem = { key: string; title: string; token: EveTokenInfo | null; renderedAt: string };

type Props = {
  token: EveTokenInfo | null;
  state: { label: string; disabled: boolean };
  onClick?: () => void;
  children?: ReactNode;
};

/** Shared by the server HTML and the live island. */
export function EveMintPanel({ token, state, onClick, children }: Props) {
  return (
    <div className={styles.mint}>
      {token && (
        <p className={styles.counter} data-testid="eve-minted">
          <strong>{token.minted.toString()}</strong>
          {` / ${token.editions} minted · ${token.price === 0n ? 'Free' : `${weiToEth(token.price)} ETH`}`}
        </p>
      )}
      <PanelButton state={state} onClick={onClick} />
      {children}
    </div>
  );
}

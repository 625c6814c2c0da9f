import type { ReactNode } from 'react';
import { formatEther } from 'viem';
import type { EveTokenInfo } from '@/lib/drops/eve/config';
import { PanelButton } from '@/components/drops/panel-button';
import styles from '@/components/drops/blackfeather/mint.module.css';

type Props = {
  token: EveTokenInfo | null;
  state: { label: string; disabled: boolean };
  onClick?: () => void;
  onPointerEnter?: () => void;
  children?: ReactNode;
};

/** An Eve item's mint as the server HTML and the live island both draw it: minted of editions, the price (or Free), the button. */
export function EveMintPanel({ token, state, onClick, onPointerEnter, children }: Props) {
  return (
    <div className={styles.mint}>
      {token && (
        <p className={styles.counter} data-testid="eve-minted">
          <strong>{token.minted.toString()}</strong>
          {` / ${token.editions} minted · ${token.price === 0n ? 'Free' : `${formatEther(token.price)} ETH`}`}
        </p>
      )}
      <PanelButton state={state} onClick={onClick} onPointerEnter={onPointerEnter} />
      {children}
    </div>
  );
}

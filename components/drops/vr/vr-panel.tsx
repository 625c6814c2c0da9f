import type { ReactNode } from 'react';
import type { VrItem } from '@/lib/drops/vr/config';
import { PanelButton } from '@/components/drops/panel-button';
import styles from '@/components/drops/lushsux/lushsux.module.css';
import mint from '@/components/drops/panel.module.css';
import { weiToEth } from '@/lib/format/wei';

type Props = {
  item: VrItem;
  supply: bigint;
  state: { label: string; disabled: boolean };
  onClick?: () => void;
  children?: ReactNode;
};

/** Shared by the server HTML and the live island. */
export function VrPanel({ item, supply, state, onClick, children }: Props) {
  return (
    <li className={styles.panel} data-testid={`vr-item-${item.id}`}>
      <h3>{item.title}</h3>
      <p className={mint.hint}>{item.blurb}</p>
      <p>
        <strong>{item.price > 0n ? `${weiToEth(item.price)} ETH` : 'Free'}</strong>
        {item.edition !== null && <span className={mint.hint}>{` · ${supply} / ${item.edition} minted`}</span>}
      </p>
      <PanelButton state={state} onClick={onClick} />
      {children}
    </li>
  );
}

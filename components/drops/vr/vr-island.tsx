'use client';

import { createWalletIsland, type Visitor } from '@/components/wallet/create-wallet-island';
import { NoWalletHint } from '@/components/wallet/visitor-connect';
import { VR_DROPS, type VrDropKey } from '@/lib/drops/vr/config';
import { vrVisitorButton } from '@/lib/drops/vr/rules';
import { VrPanel } from './vr-panel';
import styles from '@/components/drops/lushsux/lushsux.module.css';

type Props = { drop: VrDropKey; supplies: Record<string, bigint> };

/** Before the wallet stack: each item's visitor button. */
function StandIn({ drop, supplies, visitor }: Props & { visitor: Visitor }) {
  return (
    <>
      <ul className={styles.panels}>
        {VR_DROPS[drop].items.map((item) => {
          const supply = supplies[String(item.id)] ?? 0n;
          return <VrPanel key={String(item.id)} item={item} supply={supply} state={vrVisitorButton(item, supply)} onClick={visitor.connect} />;
        })}
      </ul>
      <NoWalletHint show={visitor.noWallet} />
    </>
  );
}

/** A VR drop's items (drop-pages §2): one island for all of them. */
export const VrIsland = createWalletIsland<Props>(() => import('./vr-live'), StandIn);

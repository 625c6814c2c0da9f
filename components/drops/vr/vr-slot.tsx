'use client';

import dynamic from 'next/dynamic';
import { IslandSlot } from '@/components/wallet/island-slot';
import { createContext, useContext } from 'react';
import { NoWalletHint, useVisitorConnect } from '@/components/wallet/visitor-connect';
import { VR_DROPS, type VrDropKey } from '@/lib/drops/vr/config';
import { vrVisitorButton } from '@/lib/drops/vr/rules';
import { VrPanel } from './vr-panel';
import styles from '@/components/drops/lushsux/lushsux.module.css';

const loadLive = () => import('./vr-live');

type Props = { drop: VrDropKey; supplies: Record<string, string> };

/** Before the wallet stack is there: the server's supplies and each item's visitor button, which loads the stack and opens the connect modal. */
function VisitorItems() {
  const { drop, supplies } = useContext(ServerProps)!;
  const visitor = useVisitorConnect(loadLive);
  return (
    <>
      <ul className={styles.panels}>
        {VR_DROPS[drop].items.map((item) => {
          const supply = BigInt(supplies[String(item.id)] ?? '0');
          return (
            <VrPanel
              key={String(item.id)}
              item={item}
              supply={supply}
              state={vrVisitorButton(item, supply)}
              onPointerEnter={visitor.onPointerEnter}
              onClick={visitor.connect}
            />
          );
        })}
      </ul>
      <NoWalletHint show={visitor.noWallet} />
    </>
  );
}

const ServerProps = createContext<Props | null>(null);
const LiveItems = dynamic(loadLive, { ssr: false });

/** A VR drop's items (drop-pages §2), server-rendered for visitors, live once a wallet acts: one island for the page's items. */
export function VrSlot(props: Props) {
  return (
    <ServerProps.Provider value={props}>
      <IslandSlot standIn={<VisitorItems />}>
        <LiveItems {...props} />
      </IslandSlot>
    </ServerProps.Provider>
  );
}

'use client';

import dynamic from 'next/dynamic';
import { IslandSlot } from '@/components/wallet/island-slot';
import { createContext, useContext } from 'react';
import { useNow } from '@/components/ui/use-now';
import { NoWalletHint, useVisitorConnect } from '@/components/wallet/visitor-connect';
import { juneRaffleButton } from '@/lib/drops/june-raffle/rules';
import { VISITOR_RAFFLE_INPUT } from '@/lib/drops/raffle/button';
import { JuneRafflePanel } from './june-raffle-panel';

/** What the server page passes down: the item and its render time. */
export type JuneRaffleItem = { key: string; renderedAt: string };

const loadLive = () => import('./june-raffle-action');

const Item = createContext<JuneRaffleItem | null>(null);

/** Before the wallet stack is there: the draw's phase at this second and the visitor's button, which loads the stack. */
function VisitorPanel() {
  const item = useContext(Item)!;
  const now = useNow(new Date(item.renderedAt));
  const visitor = useVisitorConnect(loadLive);
  const state = juneRaffleButton(now, VISITOR_RAFFLE_INPUT);
  return (
    <JuneRafflePanel now={now} state={state} onPointerEnter={visitor.onPointerEnter} onClick={() => state.kind === 'connect' && visitor.connect()}>
      <NoWalletHint show={visitor.noWallet && state.kind === 'connect'} />
    </JuneRafflePanel>
  );
}

const LiveAction = dynamic(loadLive, { ssr: false });

/** An Eve item's June 2022 draw button (drop-pages §4, §5), server-rendered for visitors, live once a wallet acts. */
export function JuneRaffleSlot({ item }: { item: JuneRaffleItem }) {
  return (
    <Item.Provider value={item}>
      <IslandSlot standIn={<VisitorPanel />}>
        <LiveAction item={item} />
      </IslandSlot>
    </Item.Provider>
  );
}

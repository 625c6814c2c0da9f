'use client';

import dynamic from 'next/dynamic';
import { IslandSlot } from '@/components/wallet/island-slot';
import { createContext, useContext } from 'react';
import { useNow } from '@/components/ui/use-now';
import { NoWalletHint, useVisitorConnect } from '@/components/wallet/visitor-connect';
import { mintButton, raffleButton } from '@/lib/drops/desiccation/buttons';
import { VISITOR_RAFFLE_INPUT } from '@/lib/drops/raffle/button';
import { timedPhase, type TimedSchedule } from '@/lib/drops/desiccation/schedule';
import { TimedPanel } from './timed-panel';

/** What the server page passes down: the item, its edition's figures (as strings) and its render time. */
export type TimedItem = {
  key: string;
  title: string;
  schedule: TimedSchedule;
  tokenId: string;
  size: string;
  supply: string;
  price: string;
  renderedAt: string;
};

const Item = createContext<TimedItem | null>(null);

const loadLive = () => import('./timed-action');

/** The visitor's state of a phase, from the same rules the live island uses. */
function visitorState(phase: NonNullable<ReturnType<typeof timedPhase>>) {
  if (phase.phase === 'raffle') return raffleButton(VISITOR_RAFFLE_INPUT);
  return mintButton({
    ...VISITOR_RAFFLE_INPUT,
    comingSoon: phase.phase === 'coming-soon',
    supply: 0n,
    edition: 1n,
    minting: false,
    balance: 0n,
    eligible: false,
  });
}

/**
 * Before the wallet stack is there: the schedule's phase at this second, the server's figures and
 * the visitor's button. Its button loads the stack and opens the connect modal.
 */
function VisitorPanel() {
  const item = useContext(Item)!;
  const now = useNow(new Date(item.renderedAt));
  const visitor = useVisitorConnect(loadLive);
  const phase = timedPhase(item.schedule, now);
  if (!phase) return null;
  const state = visitorState(phase);
  return (
    <TimedPanel
      schedule={item.schedule}
      phase={phase}
      now={now}
      supply={BigInt(item.supply)}
      size={BigInt(item.size)}
      state={state}
      onPointerEnter={visitor.onPointerEnter}
      onClick={() => state.kind === 'connect' && visitor.connect()}
    >
      <NoWalletHint show={visitor.noWallet && state.kind === 'connect'} />
    </TimedPanel>
  );
}

const LiveAction = dynamic(loadLive, { ssr: false });

/** The timed item's raffle or mint button (drop-pages §4), server-rendered for visitors, live once a wallet acts. */
export function TimedSlot({ item }: { item: TimedItem }) {
  return (
    <Item.Provider value={item}>
      <IslandSlot standIn={<VisitorPanel />}>
        <LiveAction item={item} />
      </IslandSlot>
    </Item.Provider>
  );
}

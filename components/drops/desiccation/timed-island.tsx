'use client';

import { useNow } from '@/components/ui/use-now';
import { createWalletIsland, type Visitor } from '@/components/wallet/create-wallet-island';
import { NoWalletHint } from '@/components/wallet/visitor-connect';
import { mintButton, raffleButton } from '@/lib/drops/desiccation/buttons';
import { VISITOR_RAFFLE_INPUT } from '@/lib/drops/raffle/button';
import { timedPhase } from '@/lib/drops/desiccation/schedule';
import { TimedPanel, type TimedItem } from './timed-panel';

/** Same rules as the live island. */
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

/** Before the wallet stack: the phase now and the visitor's button. */
function StandIn({ item, visitor }: { item: TimedItem; visitor: Visitor }) {
  const now = useNow(new Date(item.renderedAt));
  const phase = timedPhase(item.schedule, now);
  if (!phase) return null;
  const state = visitorState(phase);
  return (
    <TimedPanel
      schedule={item.schedule}
      phase={phase}
      now={now}
      supply={item.supply}
      size={item.size}
      state={state}
      onClick={() => state.kind === 'connect' && visitor.connect()}
    >
      <NoWalletHint show={visitor.noWallet && state.kind === 'connect'} />
    </TimedPanel>
  );
}

/** A timed item's raffle or mint button (drop-pages §4). */
export const TimedIsland = createWalletIsland(() => import('./timed-live'), StandIn);

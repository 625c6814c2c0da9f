'use client';

import { useNow } from '@/components/ui/use-now';
import { createWalletIsland, type Visitor } from '@/components/wallet/create-wallet-island';
import { NoWalletHint } from '@/components/wallet/visitor-connect';
import { mintButton, raffleButton } from '@/lib/drops/desiccation/buttons';
import { VISITOR_RAFFLE_INPUT } from '@/lib/drops/raffle/button';
import { timedPhase } from '@/lib/drops/desiccation/schedule';
import { TimedPanel, type TimedItem } from './timed-panel';

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

/** The timed item's raffle or mint button (drop-pages §4), server-rendered for visitors, live once a wallet acts. */
export const TimedIsland = createWalletIsland(() => import('./timed-live'), StandIn);

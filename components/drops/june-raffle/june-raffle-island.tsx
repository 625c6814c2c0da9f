'use client';

import { useNow } from '@/components/ui/use-now';
import { createWalletIsland, type Visitor } from '@/components/wallet/create-wallet-island';
import { NoWalletHint } from '@/components/wallet/visitor-connect';
import { juneRaffleButton } from '@/lib/drops/june-raffle/rules';
import { VISITOR_RAFFLE_INPUT } from '@/lib/drops/raffle/button';
import { JuneRafflePanel, type JuneRaffleItem } from './june-raffle-panel';

/** Before the wallet stack: the draw's phase now and the visitor's button. */
function StandIn({ item, visitor }: { item: JuneRaffleItem; visitor: Visitor }) {
  const now = useNow(new Date(item.renderedAt));
  const state = juneRaffleButton(now, VISITOR_RAFFLE_INPUT);
  return (
    <JuneRafflePanel now={now} state={state} onClick={() => state.kind === 'connect' && visitor.connect()}>
      <NoWalletHint show={visitor.noWallet && state.kind === 'connect'} />
    </JuneRafflePanel>
  );
}

/** An Eve item's June 2022 draw button (drop-pages §4, §5). */
export const JuneRaffleIsland = createWalletIsland(() => import('./june-raffle-live'), StandIn);

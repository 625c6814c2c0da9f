'use client';

import { createWalletIsland, type Visitor } from '@/components/wallet/create-wallet-island';
import { NoWalletHint } from '@/components/wallet/visitor-connect';
import { burnButton } from '@/lib/drops/burn/rules';
import { BurnPanel, type BurnFigures } from './burn-panel';

/** Before the wallet stack: Sold Out, Sales Inactive or the connect button. */
function StandIn({ figures, visitor }: { figures: BurnFigures; visitor: Visitor }) {
  const state = burnButton({
    connected: false,
    onConfiguredChain: false,
    loading: false,
    supply: figures.supply,
    salesActive: figures.salesActive,
    owned: 0,
    selected: 0,
    phase: 'idle',
  });
  return (
    <BurnPanel supply={figures.supply} state={state} onClick={() => state.kind === 'connect' && visitor.connect()}>
      <NoWalletHint show={visitor.noWallet && state.kind === 'connect'} />
    </BurnPanel>
  );
}

/** The burn-three-tokens flow (drop-pages §4). */
export const BurnIsland = createWalletIsland(() => import('./burn-live'), StandIn);

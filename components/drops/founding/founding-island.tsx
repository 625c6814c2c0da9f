'use client';

import { createWalletIsland, type Visitor } from '@/components/wallet/create-wallet-island';
import { NoWalletHint } from '@/components/wallet/visitor-connect';
import { FOUNDING_TOKEN } from '@/lib/drops/founding/config';
import { foundingButton } from '@/lib/drops/founding/rules';
import { FoundingPanel } from './founding-panel';

type Props = { supply: bigint; renderedAt: string };

/** Before the wallet stack: Sold Out, the sale over, or Please Connect. */
function StandIn({ supply, renderedAt, visitor }: Props & { visitor: Visitor }) {
  const state = foundingButton({
    connected: false,
    loading: false,
    supply,
    edition: FOUNDING_TOKEN.edition,
    saleEnds: FOUNDING_TOKEN.saleEnds,
    now: new Date(renderedAt),
    claiming: false,
    precondition: null,
  });
  return (
    <FoundingPanel supply={supply} state={state} onClick={visitor.connect}>
      {state.kind === 'connect' && <NoWalletHint show={visitor.noWallet} />}
    </FoundingPanel>
  );
}

/** The founding member token's panel (drop-pages §2, §5). */
export const FoundingIsland = createWalletIsland<Props>(() => import('./founding-live'), StandIn);

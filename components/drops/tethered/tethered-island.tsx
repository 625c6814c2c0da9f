'use client';

import { createWalletIsland, type Visitor } from '@/components/wallet/create-wallet-island';
import { NoWalletHint } from '@/components/wallet/visitor-connect';
import { TETHERED_VISITOR_BUTTON } from '@/lib/drops/tethered/rules';
import { TetheredPanel, type TetheredIslandProps } from './tethered-panel';

/** Before the wallet stack: the visitor's button. */
function StandIn({ figures, visitor }: TetheredIslandProps & { visitor: Visitor }) {
  const { supply, price } = figures;
  return (
    <TetheredPanel supply={supply} price={price} editions={null} state={TETHERED_VISITOR_BUTTON} onClick={visitor.connect}>
      <NoWalletHint show={visitor.noWallet} />
    </TetheredPanel>
  );
}

/** The tethered mint (drop-pages §2, §4). */
export const TetheredIsland = createWalletIsland(() => import('./tethered-live'), StandIn);

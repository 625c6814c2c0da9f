'use client';

import { createWalletIsland, type Visitor } from '@/components/wallet/create-wallet-island';
import { NoWalletHint } from '@/components/wallet/visitor-connect';
import { blackFeatherVisitorButton } from '@/lib/drops/blackfeather/button-state';
import { BlackFeatherPanel, type BlackFeatherIslandProps } from './mint-panel';

/** Same figures and rule as the live island, so nothing flashes. */
function StandIn({ figures, visitor }: BlackFeatherIslandProps & { visitor: Visitor }) {
  const { supply, price } = figures;
  return (
    <BlackFeatherPanel supply={supply} price={price} state={blackFeatherVisitorButton()} onClick={visitor.connect}>
      <NoWalletHint show={visitor.noWallet} />
    </BlackFeatherPanel>
  );
}

/** The Black Feather mint (drop-pages §4). */
export const BlackFeatherMintIsland = createWalletIsland(() => import('./mint-live'), StandIn);

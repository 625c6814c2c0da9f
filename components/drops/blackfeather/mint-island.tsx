'use client';

import { createWalletIsland, type Visitor } from '@/components/wallet/create-wallet-island';
import { NoWalletHint } from '@/components/wallet/visitor-connect';
import { blackFeatherVisitorButton } from '@/lib/drops/blackfeather/button-state';
import { BlackFeatherPanel, blackFeatherFigures, type BlackFeatherIslandProps } from './mint-panel';

/**
 * The panel before the wallet stack is there: the server's figures and the state the same rule
 * gives a visitor without a wallet. Its button loads the stack and opens the connect modal; the
 * live island then starts from the same figures, so nothing flashes.
 */
function StandIn({ figures, visitor }: BlackFeatherIslandProps & { visitor: Visitor }) {
  const { supply, price } = blackFeatherFigures(figures);
  return (
    <BlackFeatherPanel supply={supply} price={price} state={blackFeatherVisitorButton()} onPointerEnter={visitor.onPointerEnter} onClick={visitor.connect}>
      <NoWalletHint show={visitor.noWallet} />
    </BlackFeatherPanel>
  );
}

/** The Black Feather mint (drop-pages §4): server-rendered for visitors, live once a wallet acts. */
export const BlackFeatherMintIsland = createWalletIsland(() => import('./mint-live'), StandIn);

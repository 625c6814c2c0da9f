'use client';

import { useChainNow } from '@/components/ui/use-now';
import { createWalletIsland, type Visitor } from '@/components/wallet/create-wallet-island';
import { NoWalletHint } from '@/components/wallet/visitor-connect';
import { publicConfig } from '@/lib/config/public';
import { eveButton } from '@/lib/drops/eve/rules';
import { EveMintPanel, type EveMintItem } from './eve-mint-panel';

/** Before the wallet stack: the token's state now, or the connect button. */
function StandIn({ item, visitor }: { item: EveMintItem; visitor: Visitor }) {
  const now = useChainNow(new Date(item.renderedAt));
  const { token } = item;
  const state = eveButton({
    connected: false,
    onConfiguredChain: false,
    chainLabel: publicConfig.chain.label.toLowerCase(),
    loading: false,
    token,
    claimed: false,
    balance: 0n,
    signedIn: false,
    minting: false,
    now,
  });
  return (
    <EveMintPanel token={token} state={state} onClick={() => state.kind === 'connect' && visitor.connect()}>
      <NoWalletHint show={visitor.noWallet && state.kind === 'connect'} />
    </EveMintPanel>
  );
}

/** An Eve item's mint (drop-pages §4). */
export const EveMintIsland = createWalletIsland(() => import('./eve-mint-live'), StandIn);

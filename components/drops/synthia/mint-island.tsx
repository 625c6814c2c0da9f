'use client';

import { useChainNow } from '@/components/ui/use-now';
import { createWalletIsland, type Visitor } from '@/components/wallet/create-wallet-island';
import { NoWalletHint } from '@/components/wallet/visitor-connect';
import { inactiveLabel, noWalletMessage, openMint, salePhases } from '@/lib/drops/synthia/phases';
import { MintBar, keysLeft, type SynthiaFigures } from './mint-bar';

/** Before the wallet stack: the bar by the visitor's clock. */
function StandIn({ visitor, ...f }: SynthiaFigures & { visitor: Visitor }) {
  const now = useChainNow(new Date(f.renderedAt));
  const phases = f.times && salePhases(Math.floor(now.getTime() / 1000), f.times);
  const open = phases ? openMint(phases) : null;
  const closed = open === null;
  return (
    <MintBar left={keysLeft(f)} closed={closed} nextSale={f.times && phases ? inactiveLabel(f.times, phases) : null} onMint={visitor.connect}>
      <NoWalletHint show={visitor.noWallet} text={noWalletMessage(open)} />
    </MintBar>
  );
}

/** The key collection's mint (collections §2, §4, §5). */
export const SynthiaMintIsland = createWalletIsland<SynthiaFigures>(() => import('./mint-live'), StandIn);

'use client';

import dynamic from 'next/dynamic';
import { IslandSlot } from '@/components/wallet/island-slot';
import { createContext, useContext } from 'react';
import { useNow } from '@/components/ui/use-now';
import { NoWalletHint, useVisitorConnect } from '@/components/wallet/visitor-connect';
import { openMint, salePhases, type SaleTimes } from '@/lib/drops/synthia/rules';
import { MintBar } from './mint-bar';

export type SynthiaFigures = { times: SaleTimes | null; minted: string | null; supply: string | null; renderedAt: string };

const Figures = createContext<SynthiaFigures | null>(null);
const loadLive = () => import('./mint-live');

export const keysLeft = (f: { minted: string | null; supply: string | null }) =>
  f.minted === null || f.supply === null ? null : BigInt(f.supply) - BigInt(f.minted);

/** Before the wallet stack: the bar by the visitor's clock; Mint loads the stack and opens the connect modal. */
function VisitorBar() {
  const f = useContext(Figures)!;
  const now = useNow(new Date(f.renderedAt));
  const visitor = useVisitorConnect(loadLive);
  const closed = !f.times || openMint(salePhases(Math.floor(now.getTime() / 1000), f.times)) === null;
  return (
    <MintBar left={keysLeft(f)} closed={closed} onMint={visitor.connect} onPointerEnter={visitor.onPointerEnter}>
      <NoWalletHint show={visitor.noWallet} />
    </MintBar>
  );
}

const Live = dynamic(loadLive, { ssr: false });

/** The key collection's mint (collections §2, §4, §5): the bar for everyone, the mint modal once a wallet acts. */
export function SynthiaMintSlot(props: SynthiaFigures) {
  return (
    <Figures.Provider value={props}>
      <IslandSlot standIn={<VisitorBar />}>
        <Live {...props} />
      </IslandSlot>
    </Figures.Provider>
  );
}

'use client';

import dynamic from 'next/dynamic';
import { IslandSlot } from '@/components/wallet/island-slot';
import { createContext, useContext } from 'react';
import { NoWalletHint, useVisitorConnect } from '@/components/wallet/visitor-connect';
import { burnButton } from '@/lib/drops/burn/rules';
import { BurnPanel } from './burn-panel';

export type BurnFigures = { supply: string | null; salesActive: boolean };

const loadLive = () => import('./burn-live');
const Figures = createContext<BurnFigures | null>(null);

/** Before the wallet stack: Sold Out or Sales Inactive for everyone, else the visitor's connect button. */
function VisitorPanel() {
  const f = useContext(Figures)!;
  const visitor = useVisitorConnect(loadLive);
  const supply = f.supply === null ? null : BigInt(f.supply);
  const state = burnButton({
    connected: false,
    onConfiguredChain: false,
    loading: false,
    supply,
    salesActive: f.salesActive,
    owned: 0,
    selected: 0,
    phase: 'idle',
  });
  return (
    <BurnPanel supply={supply} state={state} onPointerEnter={visitor.onPointerEnter} onClick={() => state.kind === 'connect' && visitor.connect()}>
      <NoWalletHint show={visitor.noWallet && state.kind === 'connect'} />
    </BurnPanel>
  );
}

const Live = dynamic(loadLive, { ssr: false });

/** The burn-three-tokens flow (drop-pages §4), server-rendered for visitors, live once a wallet acts. */
export function BurnSlot({ figures }: { figures: BurnFigures }) {
  return (
    <Figures.Provider value={figures}>
      <IslandSlot standIn={<VisitorPanel />}>
        <Live figures={figures} />
      </IslandSlot>
    </Figures.Provider>
  );
}

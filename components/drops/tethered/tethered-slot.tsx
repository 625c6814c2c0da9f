'use client';

import dynamic from 'next/dynamic';
import { IslandSlot } from '@/components/wallet/island-slot';
import { createContext, useContext } from 'react';
import { NoWalletHint, useVisitorConnect } from '@/components/wallet/visitor-connect';
import type { TetheredFigures } from '@/lib/drops/tethered/config';
import { TETHERED_VISITOR_BUTTON } from '@/lib/drops/tethered/rules';
import { TetheredPanel } from './tethered-panel';

const ServerFigures = createContext<TetheredFigures | null>(null);

const loadLive = () => import('./tethered-mint');

/** Before the wallet stack is there: the server's figures and the visitor's button, which loads the stack and opens the connect modal. */
function VisitorPanel() {
  const figures = useContext(ServerFigures)!;
  const visitor = useVisitorConnect(loadLive);
  return (
    <TetheredPanel
      supply={figures.supply}
      price={figures.price}
      editions={null}
      state={TETHERED_VISITOR_BUTTON}
      onPointerEnter={visitor.onPointerEnter}
      onClick={visitor.connect}
    >
      <NoWalletHint show={visitor.noWallet} />
    </TetheredPanel>
  );
}

const LiveMint = dynamic(loadLive, { ssr: false });

/** The tethered mint (drop-pages §2, §4), server-rendered for visitors, live once a wallet acts. Figures as strings, as the server passes them. */
export function TetheredSlot({ figures }: { figures: { supply: string; price: string } }) {
  const value = { supply: BigInt(figures.supply), price: BigInt(figures.price) };
  return (
    <ServerFigures.Provider value={value}>
      <IslandSlot standIn={<VisitorPanel />}>
        <LiveMint initial={value} />
      </IslandSlot>
    </ServerFigures.Provider>
  );
}

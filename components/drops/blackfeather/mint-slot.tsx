'use client';

import dynamic from 'next/dynamic';
import { IslandSlot } from '@/components/wallet/island-slot';
import { createContext, useContext } from 'react';
import { NoWalletHint, useVisitorConnect } from '@/components/wallet/visitor-connect';
import { blackFeatherVisitorButton } from '@/lib/drops/blackfeather/button-state';
import type { BlackFeatherFigures } from '@/lib/drops/blackfeather/config';
import { BlackFeatherPanel } from './mint-panel';

const ServerFigures = createContext<BlackFeatherFigures | null>(null);

const loadLive = () => import('./mint');

/**
 * The panel before the wallet stack is there: the server's figures and the state the same rule
 * gives a visitor without a wallet. Its button loads the stack and opens the connect modal; the
 * live island then starts from the same figures, so nothing flashes.
 */
function VisitorPanel() {
  const figures = useContext(ServerFigures)!;
  const visitor = useVisitorConnect(loadLive);
  return (
    <BlackFeatherPanel
      supply={figures.supply}
      price={figures.price}
      state={blackFeatherVisitorButton()}
      onPointerEnter={visitor.onPointerEnter}
      onClick={visitor.connect}
    >
      <NoWalletHint show={visitor.noWallet} />
    </BlackFeatherPanel>
  );
}

const LiveMint = dynamic(loadLive, { ssr: false });

/** Figures as strings: what the server page passes down. */
export type SerializedFigures = { supply: string; price: string; salesActive: boolean };

export function BlackFeatherMintSlot({ figures }: { figures: SerializedFigures }) {
  const value = { supply: BigInt(figures.supply), price: BigInt(figures.price), salesActive: figures.salesActive };
  return (
    <ServerFigures.Provider value={value}>
      <IslandSlot standIn={<VisitorPanel />}>
        <LiveMint initial={value} />
      </IslandSlot>
    </ServerFigures.Provider>
  );
}

'use client';

import dynamic from 'next/dynamic';
import { createContext, useContext } from 'react';
import { useBrowserWallet } from '@/components/wallet/use-browser-wallet';
import { requestWalletStack, useWalletStack } from '@/components/wallet/wallet-stack';
import { blackFeatherVisitorButton } from '@/lib/drops/blackfeather/button-state';
import type { BlackFeatherFigures } from '@/lib/drops/blackfeather/config';
import { WALLET_MESSAGES } from '@/lib/wallet/messages';
import { BlackFeatherPanel } from './mint-panel';
import styles from './mint.module.css';

const ServerFigures = createContext<BlackFeatherFigures | null>(null);

const loadLive = () => import('./mint');

/**
 * The panel before the wallet stack is there: the server's figures and the state the same rule
 * gives a visitor without a wallet. Its button loads the stack and opens the connect modal; the
 * live island then starts from the same figures, so nothing flashes.
 */
function VisitorPanel() {
  const figures = useContext(ServerFigures)!;
  const browserWallet = useBrowserWallet();
  return (
    <BlackFeatherPanel
      supply={figures.supply}
      price={figures.price}
      state={blackFeatherVisitorButton()}
      onPointerEnter={() => void loadLive()}
      onClick={() => browserWallet !== false && requestWalletStack({ openModal: true })}
    >
      {browserWallet === false && (
        <p role="status" className={styles.hint}>
          {WALLET_MESSAGES.noWalletOnMintPage}
        </p>
      )}
    </BlackFeatherPanel>
  );
}

const LiveMint = dynamic(loadLive, { ssr: false, loading: VisitorPanel });

/** Figures as strings: what the server page passes down. */
export type SerializedFigures = { supply: string; price: string; salesActive: boolean };

export function BlackFeatherMintSlot({ figures }: { figures: SerializedFigures }) {
  const loaded = useWalletStack();
  const value = { supply: BigInt(figures.supply), price: BigInt(figures.price), salesActive: figures.salesActive };
  return <ServerFigures.Provider value={value}>{loaded ? <LiveMint initial={value} /> : <VisitorPanel />}</ServerFigures.Provider>;
}

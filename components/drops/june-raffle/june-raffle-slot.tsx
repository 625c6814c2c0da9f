'use client';

import dynamic from 'next/dynamic';
import { createContext, useContext } from 'react';
import { useNow } from '@/components/ui/use-now';
import { useBrowserWallet } from '@/components/wallet/use-browser-wallet';
import { requestWalletStack, useWalletStack } from '@/components/wallet/wallet-stack';
import { juneRaffleButton } from '@/lib/drops/june-raffle/rules';
import { WALLET_MESSAGES } from '@/lib/wallet/messages';
import { JuneRafflePanel } from './june-raffle-panel';
import styles from '@/components/drops/blackfeather/mint.module.css';

/** What the server page passes down: the item and its render time. */
export type JuneRaffleItem = { key: string; title: string; renderedAt: string };

const loadLive = () => import('./june-raffle-action');

const VISITOR = { connected: false, onConfiguredChain: false, loading: false, entered: false, entering: false, eligible: false, signedIn: false, emailVerified: null };

const Item = createContext<JuneRaffleItem | null>(null);

/** Before the wallet stack is there: the draw's phase at this second and the visitor's button, which loads the stack. */
function VisitorPanel() {
  const item = useContext(Item)!;
  const now = useNow(new Date(item.renderedAt));
  const browserWallet = useBrowserWallet();
  const state = juneRaffleButton(now, VISITOR);
  return (
    <JuneRafflePanel
      now={now}
      state={state}
      onPointerEnter={() => void loadLive()}
      onClick={() => state.kind === 'connect' && browserWallet !== false && requestWalletStack({ openModal: true })}
    >
      {browserWallet === false && state.kind === 'connect' && (
        <p role="status" className={styles.hint}>
          {WALLET_MESSAGES.noWalletOnMintPage}
        </p>
      )}
    </JuneRafflePanel>
  );
}

const LiveAction = dynamic(loadLive, { ssr: false, loading: VisitorPanel });

/** An Eve item's June 2022 draw button (drop-pages §4, §5), server-rendered for visitors, live once a wallet acts. */
export function JuneRaffleSlot({ item }: { item: JuneRaffleItem }) {
  const loaded = useWalletStack();
  return <Item.Provider value={item}>{loaded ? <LiveAction item={item} /> : <VisitorPanel />}</Item.Provider>;
}

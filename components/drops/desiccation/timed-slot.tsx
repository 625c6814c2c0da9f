'use client';

import dynamic from 'next/dynamic';
import { createContext, useContext } from 'react';
import { useNow } from '@/components/ui/use-now';
import { useBrowserWallet } from '@/components/wallet/use-browser-wallet';
import { requestWalletStack, useWalletStack } from '@/components/wallet/wallet-stack';
import { mintButton, raffleButton } from '@/lib/drops/desiccation/buttons';
import { timedPhase } from '@/lib/drops/desiccation/schedule';
import { WALLET_MESSAGES } from '@/lib/wallet/messages';
import { TimedPanel } from './timed-panel';
import styles from '@/components/drops/blackfeather/mint.module.css';

/** What the server page passes down: the item, its edition's figures (as strings) and its render time. */
export type TimedItem = { key: string; title: string; tokenId: string; size: string; supply: string; price: string; renderedAt: string };

const Item = createContext<TimedItem | null>(null);

const loadLive = () => import('./timed-action');

/** The visitor's state of a phase, from the same rules the live island uses. */
function visitorState(phase: NonNullable<ReturnType<typeof timedPhase>>) {
  const visitor = { connected: false, onConfiguredChain: false, loading: false, signedIn: false, emailVerified: null };
  if (phase.phase === 'raffle') return raffleButton({ ...visitor, entered: false, entering: false, eligible: false });
  return mintButton({ ...visitor, comingSoon: phase.phase === 'coming-soon', supply: 0n, edition: 1n, minting: false, balance: 0n, eligible: false });
}

/**
 * Before the wallet stack is there: the schedule's phase at this second, the server's figures and
 * the visitor's button. Its button loads the stack and opens the connect modal.
 */
function VisitorPanel() {
  const item = useContext(Item)!;
  const now = useNow(new Date(item.renderedAt));
  const browserWallet = useBrowserWallet();
  const phase = timedPhase(item.title, now);
  if (!phase) return null;
  const state = visitorState(phase);
  return (
    <TimedPanel
      title={item.title}
      phase={phase}
      now={now}
      supply={BigInt(item.supply)}
      size={BigInt(item.size)}
      state={state}
      onPointerEnter={() => void loadLive()}
      onClick={() => state.kind === 'connect' && browserWallet !== false && requestWalletStack({ openModal: true })}
    >
      {browserWallet === false && state.kind === 'connect' && (
        <p role="status" className={styles.hint}>
          {WALLET_MESSAGES.noWalletOnMintPage}
        </p>
      )}
    </TimedPanel>
  );
}

const LiveAction = dynamic(loadLive, { ssr: false, loading: VisitorPanel });

/** The timed item's raffle or mint button (drop-pages §4), server-rendered for visitors, live once a wallet acts. */
export function TimedSlot({ item }: { item: TimedItem }) {
  const loaded = useWalletStack();
  return <Item.Provider value={item}>{loaded ? <LiveAction item={item} /> : <VisitorPanel />}</Item.Provider>;
}

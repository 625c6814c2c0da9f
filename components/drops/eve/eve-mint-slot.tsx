'use client';

import dynamic from 'next/dynamic';
import { createContext, useContext } from 'react';
import { useNow } from '@/components/ui/use-now';
import { NoWalletHint, useVisitorConnect } from '@/components/wallet/visitor-connect';
import { useWalletStack } from '@/components/wallet/wallet-stack';
import { publicConfig } from '@/lib/config/public';
import type { EveTokenInfo } from '@/lib/drops/eve/config';
import type { EveTokenProps } from '@/lib/drops/eve/chain';
import { eveButton } from '@/lib/drops/eve/rules';
import { EveMintPanel } from './eve-mint-panel';

/** What the server page passes down: the item, its token info as the server read it (null on a failed read) and its render time. */
export type EveMintItem = { key: string; title: string; token: EveTokenProps | null; renderedAt: string };

export function tokenInfo(t: EveTokenProps | null): EveTokenInfo | null {
  return (
    t && {
      ...t,
      maxPerTxn: BigInt(t.maxPerTxn),
      editions: BigInt(t.editions),
      minted: BigInt(t.minted),
      price: BigInt(t.price),
      start: BigInt(t.start),
      end: BigInt(t.end),
    }
  );
}

const loadLive = () => import('./eve-mint');
const Item = createContext<EveMintItem | null>(null);

/** Before the wallet stack: the token's state at this second for everyone, else the visitor's connect button. */
function VisitorPanel() {
  const item = useContext(Item)!;
  const now = useNow(new Date(item.renderedAt));
  const token = tokenInfo(item.token);
  const visitor = useVisitorConnect(loadLive);
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
    <EveMintPanel token={token} state={state} onPointerEnter={visitor.onPointerEnter} onClick={() => state.kind === 'connect' && visitor.connect()}>
      <NoWalletHint show={visitor.noWallet && state.kind === 'connect'} />
    </EveMintPanel>
  );
}

const Live = dynamic(loadLive, { ssr: false, loading: VisitorPanel });

/** An Eve item's mint (drop-pages §4), server-rendered for visitors, live once a wallet acts. */
export function EveMintSlot({ item }: { item: EveMintItem }) {
  const loaded = useWalletStack();
  return <Item.Provider value={item}>{loaded ? <Live item={item} /> : <VisitorPanel />}</Item.Provider>;
}

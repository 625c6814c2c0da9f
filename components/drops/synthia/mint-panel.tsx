'use client';

import { useEffect, useReducer, useState } from 'react';
import { useChainNow } from '@/components/ui/use-now';
import { inWalletHost } from '@/components/wallet/in-wallet-host';
import { useQueuedPress, usePanelWallet } from '@/components/wallet/panel-wallet';
import { NoWalletHint } from '@/components/wallet/visitor-connect';
import { useWalletPartsLive } from '@/components/wallet/wallet-store';
import { NO_PHASES, inactiveLabel, noWalletMessage, openMint, salePhases, type SalePhases, type SaleTimes } from '@/lib/drops/synthia/phases';
import { MintBar, keysLeft, type SynthiaFigures } from './mint-bar';

// On wagmi's hooks and react-query, in the wallet host's context: loaded with the wallet, never with the page.
const MintModal = inWalletHost(() => import('./mint-modal').then((m) => m.MintModal));
const DiscordLink = inWalletHost(() => import('./discord-link').then((m) => m.DiscordLink));

/** Latched: a flipped phase flag stays when the device's clock goes back (collections §4). */
function useLatchedPhases(times: SaleTimes | null, now: number): SalePhases {
  const [phases, observe] = useReducer(
    (latched: SalePhases, at: number) => {
      const next = times ? salePhases(at, times, latched) : latched;
      // The same flags keep the same object, so a tick with no change renders nothing more.
      return (Object.keys(next) as (keyof SalePhases)[]).every((k) => next[k] === latched[k]) ? latched : next;
    },
    now,
    (at) => (times ? salePhases(at, times) : NO_PHASES),
  );
  useEffect(() => observe(now), [now]);
  return phases;
}

const MINT = { label: 'Mint', disabled: false };

/**
 * The key collection's bar (collections §2, §4, §5): Mint connects until the wallet code is live, then
 * opens the mint modal; a signed-in wallet links its Discord there.
 */
export function SynthiaMint(f: SynthiaFigures) {
  const { settled, wallet, noWallet, signedIn, connect } = usePanelWallet();
  const live = useWalletPartsLive();
  const now = useChainNow(new Date(f.renderedAt));
  const phases = useLatchedPhases(f.times, Math.floor(now.getTime() / 1000));
  const open = openMint(phases);
  const [left, setLeft] = useState(() => keysLeft(f));
  const [modal, setModal] = useState(false);

  // A connected wallet's press opens the modal even before its code is live: it shows once it is.
  const onMint = () => (live || wallet ? setModal(true) : connect());
  const queued = useQueuedPress(MINT, settled, () => setModal(true));

  return (
    <>
      <MintBar
        left={left}
        closed={open === null}
        nextSale={f.times ? inactiveLabel(f.times, phases) : null}
        onMint={onMint}
        settled={settled}
        onQueued={queued}
      >
        {!wallet && <NoWalletHint show={noWallet} text={noWalletMessage(open)} />}
        {signedIn && <DiscordLink />}
      </MintBar>
      {live && <MintModal figures={f} phases={phases} open={modal} onClose={() => setModal(false)} onLeft={setLeft} />}
    </>
  );
}

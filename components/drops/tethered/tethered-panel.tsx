'use client';

import { AccountNotice } from '@/components/drops/raffle/account-notice';
import { PanelButton } from '@/components/drops/panel-button';
import { useEffect, useRef, useState } from 'react';
import { useQueuedPress, usePanelChain, usePanelWallet } from '@/components/wallet/panel-wallet';
import { NoWalletHint } from '@/components/wallet/visitor-connect';
import { WrongNetworkAlert } from '@/components/wallet/wrong-network-alert';
import { useLiveMint } from '@/components/live/use-live';
import { api } from '@/lib/client/api';
import { TETHERED, type TetheredClaim, type TetheredFigures } from '@/lib/drops/tethered/config';
import { TETHERED_MESSAGES as M } from '@/lib/drops/tethered/messages';
import { tetheredButton, tetheredEditions } from '@/lib/drops/tethered/rules';
import { weiToEth } from '@/lib/format/wei';
import { WALLET_MESSAGES } from '@/lib/wallet/messages';
import styles from '@/components/drops/panel.module.css';

const contract = () => import('@/lib/drops/tethered/contract');

/** A platform read for the wallet (`key` null: none); `loading` until its answer for this key. */
function useWalletQuery<T>(key: string | null, read: () => Promise<T>): { data: T | null; loading: boolean } {
  const [answer, setAnswer] = useState<{ key: string; data: T } | null>(null);
  const latest = useRef(read);
  useEffect(() => {
    latest.current = read;
  });
  useEffect(() => {
    if (key === null) return;
    let current = true;
    void latest.current().then((data) => current && setAnswer({ key, data }));
    return () => {
      current = false;
    };
  }, [key]);
  const known = key !== null && answer?.key === key ? answer : null;
  return { data: known?.data ?? null, loading: key !== null && !known };
}

/** The wallet's whitelist entry; a failed read is none (drop-pages §8). */
async function readClaim(wallet: string): Promise<TetheredClaim | null> {
  const res = await api<{ claim: TetheredClaim | null }>(`/api/tethered/claim?wallet=${wallet}`);
  if (res.ok) return res.data.claim;
  console.error('[tethered] whitelist read failed:', res.error);
  return null;
}

/** The tethered mint (drop-pages §2, §4): the claimed count as the stream pushes it (the server's render before), the wallet's entry as it reads it. */
export function TetheredMint({ figures: server }: { figures: TetheredFigures }) {
  const { settled, wallet, noWallet, onConfiguredChain, signedIn, emailVerified, connect, switchChain } = usePanelWallet();
  const whitelist = useWalletQuery(wallet ?? null, () => readClaim(wallet!));
  const claim = whitelist.data;
  // Every visitor, with a wallet or none, sees the claims as the server's one chain watch pushes them.
  const live = useLiveMint(TETHERED.address ? 'tethered' : null, server, wallet);
  const chain = usePanelChain(
    async () => (await contract()).tetheredReads(claim),
    { ...(live.figures ?? server), claimed: false },
    // The wallet's own entry is read again only when a push names the wallet.
    { key: `${wallet}:${claim?.index}`, enabled: Boolean(TETHERED.address), writesTo: [TETHERED.address], pushed: live.concerns },
  );
  const figures = { ...chain.figures, ...live.figures };

  const state = tetheredButton({
    connected: Boolean(wallet),
    onConfiguredChain,
    loading: whitelist.loading || (Boolean(claim) && !chain.answered),
    minting: chain.busy,
    claim,
    claimed: figures.claimed,
    supply: figures.supply,
    edition: TETHERED.edition,
    signedIn,
    emailVerified,
  });
  const editions = wallet && claim ? tetheredEditions(claim) : null;

  const onClick = () => {
    if (state.kind === 'connect') return connect();
    if (state.kind === 'wrong-network') return switchChain();
    const address = TETHERED.address;
    if (state.kind !== 'mint' || state.disabled || !address || !claim || !editions) return;
    void chain.send(async () => (await contract()).tetheredClaim(address, claim, figures.price), {
      progress: M.claimProgress(editions),
      success: M.claimSuccess(editions),
      fallback: M.mintFallback,
      quietFailure: true,
    });
  };
  const queued = useQueuedPress(state, settled, onClick);

  return (
    <div className={styles.mint}>
      <p className={styles.counter} aria-live="polite" data-testid="minted-counter">
        <strong>{figures.supply.toString()}</strong>
        {` / ${TETHERED.edition} claimed`}
      </p>
      <p className={styles.hint}>{`Claim price ${weiToEth(figures.price)} ETH per edition, for holders of a tethered print.`}</p>
      {editions && (
        <p className={styles.hint} data-testid="tethered-edition">
          Your edition: <strong>{editions}</strong>
          {` of ${TETHERED.edition}`}
        </p>
      )}
      <PanelButton state={state} onClick={onClick} settled={settled} onQueued={queued} />
      <NoWalletHint show={!wallet && noWallet} />
      <WrongNetworkAlert show={state.kind === 'wrong-network'} />
      {state.kind === 'mint' && <AccountNotice notice={state.notice} verifyText={M.verifyToMint} signInText={M.signInToMint} onSignIn={connect} />}
      {state.kind === 'not-eligible' && <p className={styles.hint}>{M.notOnWhitelist}</p>}
      {!TETHERED.address && <p className={styles.hint}>{WALLET_MESSAGES.unknown}</p>}
    </div>
  );
}

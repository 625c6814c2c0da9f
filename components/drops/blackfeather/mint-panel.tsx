'use client';

import Link from 'next/link';
import { PanelButton } from '@/components/drops/panel-button';
import { useLiveMint } from '@/components/live/use-live';
import { useQueuedPress, usePanelChain, usePanelWallet } from '@/components/wallet/panel-wallet';
import { NoWalletHint } from '@/components/wallet/visitor-connect';
import { WrongNetworkAlert } from '@/components/wallet/wrong-network-alert';
import { publicConfig } from '@/lib/config/public';
import { blackFeatherButton } from '@/lib/drops/blackfeather/button-state';
import { BLACK_FEATHER, type BlackFeatherFigures } from '@/lib/drops/blackfeather/config';
import { BLACK_FEATHER_MESSAGES } from '@/lib/drops/blackfeather/messages';
import { weiToEth } from '@/lib/format/wei';
import { WALLET_MESSAGES } from '@/lib/wallet/messages';
import styles from '@/components/drops/panel.module.css';

const contract = () => import('@/lib/drops/blackfeather/contract');

/** The Black Feather mint (drop-pages §4): the public figures as the stream pushes them (the server's render before), the wallet's balance as it reads it. */
export function BlackFeatherMint({ figures: server }: { figures: BlackFeatherFigures }) {
  const { settled, wallet, noWallet, onConfiguredChain, signedIn, emailVerified, connect, switchChain } = usePanelWallet();
  const configured = BLACK_FEATHER.address;
  // Every visitor, with a wallet or none, sees the mints as the server's one chain watch pushes them.
  const live = useLiveMint(configured ? 'blackfeather' : null, server, wallet);
  const {
    figures: read,
    answered,
    busy,
    send,
  } = usePanelChain(
    async () => (await contract()).blackFeatherReads(wallet),
    { ...(live.figures ?? server), balance: 0n },
    // The stream brings the public figures: the wallet's own are read again only when a push names it.
    { key: wallet ?? '', enabled: Boolean(configured), writesTo: [configured], pushed: live.concerns },
  );

  // One count for every visitor: the server's watch, once it has pushed, over this browser's own read.
  const figures = { ...read, ...live.figures };

  const state = blackFeatherButton({
    connected: Boolean(wallet),
    loading: Boolean(configured) && !answered,
    supply: figures.supply,
    edition: BLACK_FEATHER.edition,
    onConfiguredChain,
    chainLabel: publicConfig.chain.label,
    salesActive: figures.salesActive,
    minting: busy,
    balance: wallet ? figures.balance : 0n,
    signedIn,
    emailVerified,
  });

  const onClick = () => {
    if (state.kind === 'connect') return connect();
    if (state.kind === 'wrong-network') return switchChain();
    if (state.kind !== 'mint' || state.disabled || !configured) return;
    void send(async () => (await contract()).blackFeatherMint(configured, figures.price), {
      progress: BLACK_FEATHER_MESSAGES.progress,
      success: BLACK_FEATHER_MESSAGES.success,
      fallback: BLACK_FEATHER_MESSAGES.mintFallback,
      reverted: {
        WrongPrice: BLACK_FEATHER_MESSAGES.unableToMint,
        SalesInactive: BLACK_FEATHER_MESSAGES.mintError,
        SoldOut: BLACK_FEATHER_MESSAGES.mintError,
      },
    });
  };

  const queued = useQueuedPress(state, settled, onClick);

  return (
    <div className={styles.mint}>
      <p className={styles.counter} aria-live="polite" data-testid="minted-counter">
        <strong>{figures.supply.toString()}</strong>
        {` / ${BLACK_FEATHER.edition} minted`}
      </p>
      <p className={styles.hint}>Mint price {weiToEth(figures.price)} ETH, one token per mint.</p>
      <PanelButton state={state} onClick={onClick} settled={settled} onQueued={queued} />
      <NoWalletHint show={!wallet && noWallet} />
      <WrongNetworkAlert show={state.kind === 'wrong-network'} />
      {state.kind === 'mint' && state.reason === 'email-unverified' && (
        <p className={styles.hint}>
          <Link href="/users/update">{BLACK_FEATHER_MESSAGES.verifyToMint}</Link>
        </p>
      )}
      {state.kind === 'mint' && state.reason === 'not-signed-in' && (
        <p className={styles.hint}>
          <button type="button" className={styles.linkButton} onClick={connect}>
            {BLACK_FEATHER_MESSAGES.signInToMint}
          </button>
        </p>
      )}
      {!configured && <p className={styles.hint}>{WALLET_MESSAGES.unknown}</p>}
    </div>
  );
}

'use client';

import Link from 'next/link';
import { AccountNotice } from '@/components/drops/raffle/account-notice';
import { PanelButton } from '@/components/drops/panel-button';
import { useQueuedPress, usePanelChain, usePanelWallet } from '@/components/wallet/panel-wallet';
import { NoWalletHint } from '@/components/wallet/visitor-connect';
import { publicConfig } from '@/lib/config/public';
import { FOUNDING_TOKEN } from '@/lib/drops/founding/config';
import { FOUNDING_MESSAGES as M } from '@/lib/drops/founding/messages';
import { foundingButton, foundingPrecondition, foundingPreconditionText, holdsPreviousDrop } from '@/lib/drops/founding/rules';
import { ARTIST_TOKEN, MEMBER_TOKEN } from '@/lib/drops/membership/config';
import { MINT_MESSAGES } from '@/lib/drops/mint-messages';
import { weiToEth } from '@/lib/format/wei';
import { userHref } from '@/lib/links';
import styles from '@/components/drops/panel.module.css';

const contract = () => import('@/lib/drops/founding/contract');

/** The founding member token (drop-pages §2, §5): the preconditions, then the claim. */
export function FoundingClaim({ supply: server, renderedAt }: { supply: bigint; renderedAt: string }) {
  const { settled, wallet, noWallet, onConfiguredChain, signedIn, emailVerified, user, connect, switchChain } = usePanelWallet();
  const { figures, answered, busy, send } = usePanelChain(
    async () => (await contract()).foundingReads(wallet),
    { supply: server, members: 0n, artist: 0n },
    // A pending transaction to any contract it reads may change what it reads: busy until it settles.
    { key: wallet ?? '', enabled: Boolean(FOUNDING_TOKEN.address), writesTo: [FOUNDING_TOKEN.address, MEMBER_TOKEN.address, ARTIST_TOKEN.address] },
  );
  const loading = Boolean(wallet) && !answered;
  const precondition = wallet
    ? foundingPrecondition({
        profile: user && { firstName: user.firstName, lastName: user.lastName, username: user.username, emailVerified: user.emailVerified },
        holdsPreviousDrop: holdsPreviousDrop({ memberTokens: figures.members, artistTokens: figures.artist }),
        onConfiguredChain,
      })
    : null;
  const state = foundingButton({
    connected: Boolean(wallet),
    loading,
    supply: figures.supply,
    edition: FOUNDING_TOKEN.edition,
    saleEnds: FOUNDING_TOKEN.saleEnds,
    now: settled ? new Date() : new Date(renderedAt),
    claiming: busy,
    precondition,
  });

  const onClick = () => {
    if (state.kind === 'connect') return connect();
    if (precondition === 'network') return switchChain();
    const address = FOUNDING_TOKEN.address;
    if (state.kind !== 'claim' || state.disabled || !address) return;
    void send(async () => (await contract()).foundingClaim(address), {
      progress: M.claimProgress,
      success: M.claimSuccess,
      fallback: MINT_MESSAGES.mintFallback,
      quietFailure: true,
    });
  };
  const queued = useQueuedPress(state, settled, onClick);

  return (
    <div className={styles.mint}>
      <p className={styles.counter} data-testid="founding-counter">
        <strong>{figures.supply.toString()}</strong>
        {` / ${FOUNDING_TOKEN.edition} claimed`}
      </p>
      <p className={styles.hint}>{`${FOUNDING_TOKEN.edition} editions at ${weiToEth(FOUNDING_TOKEN.price)} ETH, claimed until 1 Feb 2022.`}</p>
      <PanelButton state={state} onClick={onClick} settled={settled} onQueued={queued} />
      {state.kind === 'connect' && <NoWalletHint show={noWallet} />}
      {/* A wallet not signed in is asked to sign in, not told its profile is incomplete. */}
      {wallet && !signedIn && <AccountNotice notice="sign-in" verifyText={MINT_MESSAGES.verifyToMint} signInText={M.signIn} onSignIn={connect} />}
      {wallet && signedIn && emailVerified !== null && !loading && precondition && (
        <p role="status" className={styles.hint} data-testid="founding-precondition">
          {foundingPreconditionText(precondition, publicConfig.chain)}
        </p>
      )}
      {user && (
        <p className={styles.hint}>
          <Link href={userHref(user.username || user.key)}>{M.yourProfile}</Link>
        </p>
      )}
      <p className={styles.hint}>
        <Link href={FOUNDING_TOKEN.marketUrl}>{M.buy}</Link>
      </p>
    </div>
  );
}

'use client';

import Link from 'next/link';
import { zeroAddress } from 'viem';
import { artistTokenAbi } from '@/contracts/generated/ArtistToken';
import { foundingMemberTokenAbi } from '@/contracts/generated/FoundingMemberToken';
import { memberTokenAbi } from '@/contracts/generated/MemberToken';
import { useChainGuard } from '@/components/wallet/use-chain-guard';
import { useMint, withInitial } from '@/components/wallet/use-mint';
import { chainRead } from '@/lib/chain/read';
import { useSignedInUser } from '@/components/wallet/use-signed-in-user';
import { liveIsland } from '@/components/wallet/wallet-providers';
import { publicConfig } from '@/lib/config/public';
import { FOUNDING_TOKEN } from '@/lib/drops/founding/config';
import { FOUNDING_MESSAGES as M } from '@/lib/drops/founding/messages';
import { foundingButton, foundingPrecondition, foundingPreconditionText, holdsPreviousDrop } from '@/lib/drops/founding/rules';
import { ARTIST_TOKEN, MEMBER_TOKEN } from '@/lib/drops/membership/config';
import { MINT_MESSAGES } from '@/lib/drops/mint-messages';
import { userHref } from '@/lib/links';
import { FoundingPanel } from './founding-panel';
import { AccountNotice } from '@/components/drops/raffle/account-notice';
import styles from '@/components/drops/panel.module.css';

function Claim({ supply: initial }: { supply: bigint }) {
  const { guard, connect, switchChain } = useChainGuard();
  const wallet = guard.kind === 'disconnected' ? undefined : guard.address;
  const { signedIn, emailVerified, user } = useSignedInUser(wallet);
  const holder = wallet ?? zeroAddress;
  const { figures, loading, mint, busy } = useMint(
    {
      supply: withInitial(chainRead({ address: FOUNDING_TOKEN.address, abi: foundingMemberTokenAbi, functionName: 'totalSupply' }, 0n), initial),
      members: chainRead({ address: MEMBER_TOKEN.address, abi: memberTokenAbi, functionName: 'balanceOf', args: [holder] }, 0n),
      artist: chainRead({ address: ARTIST_TOKEN.address, abi: artistTokenAbi, functionName: 'balanceOf', args: [holder, ARTIST_TOKEN.lushsuxId] }, 0n),
    },
    { enabled: Boolean(FOUNDING_TOKEN.address) },
  );
  const precondition = foundingPrecondition({
    profile: user && { firstName: user.firstName, lastName: user.lastName, username: user.username, emailVerified: user.emailVerified },
    holdsPreviousDrop: holdsPreviousDrop({ memberTokens: figures.members, artistTokens: figures.artist }),
    onConfiguredChain: guard.kind === 'ready',
  });
  const state = foundingButton({
    connected: Boolean(wallet),
    loading: Boolean(wallet) && loading,
    supply: figures.supply,
    edition: FOUNDING_TOKEN.edition,
    saleEnds: FOUNDING_TOKEN.saleEnds,
    now: new Date(),
    claiming: busy,
    precondition,
  });

  const onClick = () => {
    if (state.kind === 'connect') return connect();
    if (precondition === 'network') return switchChain();
    if (state.kind !== 'claim' || state.disabled || !FOUNDING_TOKEN.address) return;
    void mint(
      { address: FOUNDING_TOKEN.address, abi: foundingMemberTokenAbi, functionName: 'claim', args: [FOUNDING_TOKEN.tokenId, 1n], value: FOUNDING_TOKEN.price },
      { progress: M.claimProgress, success: M.claimSuccess, fallback: MINT_MESSAGES.mintFallback, quietFailure: true },
    );
  };

  return (
    <FoundingPanel supply={figures.supply} state={state} onClick={onClick}>
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
    </FoundingPanel>
  );
}

/** The founding token, live: the preconditions, then the claim. */
export default liveIsland(Claim);

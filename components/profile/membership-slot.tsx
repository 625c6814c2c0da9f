'use client';

import Link from 'next/link';
import { useState } from 'react';
import { PanelButton } from '@/components/drops/panel-button';
import { useQueuedPress, usePanelChain, usePanelWallet, walletRuntime } from '@/components/wallet/panel-wallet';
import { getWalletSession, loadWalletSession } from '@/components/wallet/wallet-session';
import type { CompletionLevel, ProfileDialog } from '@/lib/accounts/completion';
import {
  MEMBERSHIP_MESSAGES as M,
  MEMBERSHIP_PRECONDITIONS,
  MEMBERSHIP_TOKEN,
  membershipButton,
  membershipPrecondition,
  membershipTitle,
} from '@/lib/profile/membership';
import { MembershipBanner } from './membership-banner';
import styles from './profile.module.css';
import mint from '@/components/drops/panel.module.css';

export type MembershipProps = {
  userKey: string;
  completion: CompletionLevel;
  dialog: ProfileDialog | null;
  emailVerified: boolean;
  address: string | null;
  minted: bigint;
  supply: bigint;
};

const contract = () => import('@/lib/profile/membership-contract');

/** The profile's membership banner and its mint (collections §2, §4, §5). */
export function MembershipSlot(p: MembershipProps) {
  const { settled, wallet, onConfiguredChain, connect } = usePanelWallet();
  const { figures, busy, send } = usePanelChain(
    async () => (await contract()).membershipReads(p.address),
    { minted: p.minted, supply: p.supply },
    { enabled: Boolean(MEMBERSHIP_TOKEN.address), writesTo: [MEMBERSHIP_TOKEN.address] },
  );
  const [blocked, setBlocked] = useState<string | null>(null);
  // The checks read the node before the wallet is asked: a second press meanwhile is not a second mint.
  const [checking, setChecking] = useState(false);
  const minted = figures.minted > 0n;
  const state = membershipButton({ completion: p.completion, emailVerified: p.emailVerified, minted, supply: figures.supply, minting: busy || checking });

  const onClick = async () => {
    // Before the wallet is known there is nothing to check: the press opens the wallet dialog.
    if (!settled) return connect();
    if (checking) return;
    setChecking(true);
    // A press before the session or balance is read waits for them rather than misjudging.
    const runtime = await walletRuntime();
    const [session, funds] = await Promise.all([loadWalletSession().then(getWalletSession), wallet ? runtime.balance() : 0n]).finally(() => setChecking(false));
    const failed = membershipPrecondition({
      hasWallet: Boolean(wallet),
      loggedIn: session.userKey === p.userKey,
      wallet: wallet ?? null,
      profileAddress: p.address,
      onConfiguredChain,
      minted,
      balance: funds,
    });
    setBlocked(failed && MEMBERSHIP_PRECONDITIONS[failed]);
    if (failed === 'wallet') return connect();
    const address = MEMBERSHIP_TOKEN.address;
    if (failed || !address) return;
    // On failure the wallet's own message is the toast (collections §8).
    void send(async () => (await contract()).membershipClaim(address), {
      progress: M.claiming,
      success: M.success,
      fallback: 'An error has occured, please try again',
      walletMessageOnRejection: true,
    });
  };
  const queued = useQueuedPress(state, settled, () => void onClick());

  return (
    <MembershipBanner title={membershipTitle(p.completion, minted)}>
      {state.kind === 'complete' ? (
        <Link href={`/users/update${p.dialog ? `?dialog=${p.dialog}` : ''}`} className={styles.action}>
          {state.label}
        </Link>
      ) : (
        <PanelButton state={state} onClick={() => void onClick()} settled={settled} onQueued={queued} />
      )}
      {blocked && (
        <p role="alert" className={mint.hint} data-testid="membership-precondition">
          {blocked}
        </p>
      )}
    </MembershipBanner>
  );
}

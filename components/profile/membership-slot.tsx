'use client';

import dynamic from 'next/dynamic';
import { IslandSlot } from '@/components/wallet/island-slot';
import Link from 'next/link';
import { createContext, useContext } from 'react';
import { PanelButton } from '@/components/drops/panel-button';
import { requestWalletStack } from '@/components/wallet/wallet-stack';
import type { CompletionLevel, ProfileDialog } from '@/lib/accounts/completion';
import { membershipButton, membershipTitle } from '@/lib/profile/membership';
import { MembershipBanner } from './membership-banner';
import styles from './profile.module.css';

/** What the profile page passes: the owner's completion, e-mail state, wallet and the chain figures as strings. */
export type MembershipProps = {
  userKey: string;
  completion: CompletionLevel;
  dialog: ProfileDialog | null;
  emailVerified: boolean;
  address: string | null;
  minted: string;
  supply: string;
};

const loadLive = () => import('./membership-live');
const Props = createContext<MembershipProps | null>(null);

/** "Complete Profile" opens the matching dialog (as the meter does); the other states draw the one button. */
export function MembershipAction({
  p,
  state,
  onClick,
}: {
  p: MembershipProps;
  state: { kind: string; label: string; disabled: boolean };
  onClick?: () => void;
}) {
  if (state.kind === 'complete')
    return (
      <Link href={`/users/update${p.dialog ? `?dialog=${p.dialog}` : ''}`} className={styles.action}>
        {state.label}
      </Link>
    );
  return <PanelButton state={state} onClick={onClick} />;
}

/** Before the wallet stack: the server's figures; Mint Now loads the stack and asks to connect. */
function VisitorBanner() {
  const p = useContext(Props)!;
  const minted = BigInt(p.minted) > 0n;
  const state = membershipButton({ completion: p.completion, emailVerified: p.emailVerified, minted, supply: BigInt(p.supply), minting: false });
  return (
    <MembershipBanner title={membershipTitle(p.completion, minted)}>
      <MembershipAction p={p} state={state} onClick={() => requestWalletStack({ openModal: true })} />
    </MembershipBanner>
  );
}

const Live = dynamic(loadLive, { ssr: false });

/** The owner's membership banner and mint (collections §2, §4, §5), live once a wallet is there. */
export function MembershipSlot(props: MembershipProps) {
  return (
    <Props.Provider value={props}>
      <IslandSlot standIn={<VisitorBanner />}>
        <Live {...props} />
      </IslandSlot>
    </Props.Provider>
  );
}

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

export type MembershipProps = {
  userKey: string;
  completion: CompletionLevel;
  dialog: ProfileDialog | null;
  emailVerified: boolean;
  address: string | null;
  minted: bigint;
  supply: bigint;
};

const loadLive = () => import('./membership-live');
const Props = createContext<MembershipProps | null>(null);

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

function VisitorBanner() {
  const p = useContext(Props)!;
  const minted = p.minted > 0n;
  const state = membershipButton({ completion: p.completion, emailVerified: p.emailVerified, minted, supply: p.supply, minting: false });
  return (
    <MembershipBanner title={membershipTitle(p.completion, minted)}>
      <MembershipAction p={p} state={state} onClick={() => requestWalletStack({ openModal: true })} />
    </MembershipBanner>
  );
}

const Live = dynamic(loadLive, { ssr: false });

export function MembershipSlot(props: MembershipProps) {
  return (
    <Props.Provider value={props}>
      <IslandSlot standIn={<VisitorBanner />}>
        <Live {...props} />
      </IslandSlot>
    </Props.Provider>
  );
}

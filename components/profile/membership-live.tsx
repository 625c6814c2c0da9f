'use client';

import { useState } from 'react';
import { zeroAddress } from 'viem';
import { useBalance } from 'wagmi';
import { membershipTokenAbi } from '@/contracts/generated/MembershipToken';
import { useChainGuard } from '@/components/wallet/use-chain-guard';
import { useMint, withInitial } from '@/components/wallet/use-mint';
import { chainRead } from '@/lib/chain/read';
import { getWalletSession, loadWalletSession, useWalletSession } from '@/components/wallet/wallet-session';
import { WalletProviders } from '@/components/wallet/wallet-providers';
import { publicConfig } from '@/lib/config/public';
import { WALLET_POLLING_MS } from '@/lib/constants';
import {
  MEMBERSHIP_MESSAGES as M,
  MEMBERSHIP_PRECONDITIONS,
  MEMBERSHIP_TOKEN,
  membershipButton,
  membershipPrecondition,
  membershipTitle,
} from '@/lib/profile/membership';
import { MembershipBanner } from './membership-banner';
import { MembershipAction, type MembershipProps } from './membership-slot';
import mint from '@/components/drops/panel.module.css';

function Banner(p: MembershipProps) {
  const { guard, connect } = useChainGuard();
  const session = useWalletSession();
  const wallet = guard.kind === 'disconnected' ? undefined : guard.address;
  const contract = MEMBERSHIP_TOKEN.address ?? zeroAddress;
  // The profile's own wallet: "already minted" counts its mints.
  const owner = (p.address ?? zeroAddress) as `0x${string}`;
  const {
    figures,
    mint: write,
    busy,
  } = useMint(
    {
      minted: withInitial(chainRead({ address: contract, abi: membershipTokenAbi, functionName: 'minted', args: [owner] }, 0n), p.minted),
      supply: withInitial(chainRead({ address: contract, abi: membershipTokenAbi, functionName: 'totalMinted' }, 0n), p.supply),
    },
    { enabled: Boolean(MEMBERSHIP_TOKEN.address) },
  );
  const balance = useBalance({ address: wallet, chainId: publicConfig.chain.id, query: { enabled: Boolean(wallet), refetchInterval: WALLET_POLLING_MS } });
  const [blocked, setBlocked] = useState<string | null>(null);
  const minted = figures.minted > 0n;
  const state = membershipButton({ completion: p.completion, emailVerified: p.emailVerified, minted, supply: figures.supply, minting: busy });

  const onClick = async () => {
    // A press before the session or balance is read waits for them rather than misjudging.
    if (session.status === 'loading') await loadWalletSession();
    const funds = wallet ? ((balance.data ?? (await balance.refetch()).data)?.value ?? 0n) : 0n;
    const failed = membershipPrecondition({
      hasWallet: Boolean(wallet),
      loggedIn: getWalletSession().userKey === p.userKey,
      wallet: wallet ?? null,
      profileAddress: p.address,
      onConfiguredChain: guard.kind === 'ready',
      minted,
      balance: funds,
    });
    setBlocked(failed && MEMBERSHIP_PRECONDITIONS[failed]);
    if (failed === 'wallet') return connect();
    if (failed || !MEMBERSHIP_TOKEN.address) return;
    // On failure the wallet's own message is the toast (collections §8).
    void write(
      {
        address: MEMBERSHIP_TOKEN.address,
        abi: membershipTokenAbi,
        functionName: 'claim',
        args: [MEMBERSHIP_TOKEN.saleId, MEMBERSHIP_TOKEN.amount],
        value: MEMBERSHIP_TOKEN.price,
      },
      { progress: M.claiming, success: M.success, fallback: 'An error has occured, please try again', walletMessageOnRejection: true },
    );
  };

  return (
    <MembershipBanner title={membershipTitle(p.completion, minted)}>
      <MembershipAction p={p} state={state} onClick={() => void onClick()} />
      {blocked && (
        <p role="alert" className={mint.hint} data-testid="membership-precondition">
          {blocked}
        </p>
      )}
    </MembershipBanner>
  );
}

export default function MembershipLive(props: MembershipProps) {
  return (
    <WalletProviders>
      <Banner {...props} />
    </WalletProviders>
  );
}

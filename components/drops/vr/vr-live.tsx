'use client';

import { useState } from 'react';
import { zeroAddress } from 'viem';
import { lushsuxVRAbi } from '@/contracts/generated/LushsuxVR';
import { lushsuxVR002Abi } from '@/contracts/generated/LushsuxVR002';
import { memberTokenAbi } from '@/contracts/generated/MemberToken';
import { AccountNotice } from '@/components/drops/raffle/account-notice';
import { NoWalletHint } from '@/components/wallet/visitor-connect';
import { WrongNetworkAlert } from '@/components/wallet/wrong-network-alert';
import { useBrowserWallet } from '@/components/wallet/use-browser-wallet';
import { useChainGuard } from '@/components/wallet/use-chain-guard';
import { useMint, withInitial, type Figure } from '@/components/wallet/use-mint';
import { chainRead } from '@/lib/chain/read';
import { useSignedInUser } from '@/components/wallet/use-signed-in-user';
import { liveIsland } from '@/components/wallet/wallet-providers';
import { MEMBER_TOKEN } from '@/lib/drops/membership/config';
import { VR_DROPS, type VrDropKey, type VrItem } from '@/lib/drops/vr/config';
import { VR_MESSAGES as M } from '@/lib/drops/vr/messages';
import { burnSelection, vrButton } from '@/lib/drops/vr/rules';
import { VrPanel } from './vr-panel';
import styles from '@/components/drops/lushsux/lushsux.module.css';
import mint from '@/components/drops/panel.module.css';

type Props = { drop: VrDropKey; supplies: Record<string, bigint> };

/** Every figure the buttons need, read together and kept live. */
function figureReads(drop: VrDropKey, wallet: `0x${string}`, supplies: Record<string, bigint>): Record<string, Figure<unknown>> {
  const config = VR_DROPS[drop];
  const contract = config.address ?? zeroAddress;
  const reads: Record<string, Figure<unknown>> = {};
  for (const item of config.items) {
    reads[`supply${item.id}`] = withInitial(
      chainRead({ address: contract, abi: lushsuxVRAbi, functionName: 'totalSupply', args: [item.id] }, 0n),
      supplies[String(item.id)] ?? 0n,
    );
  }
  if (drop === 'vr001') {
    reads.eligible2 = chainRead({ address: contract, abi: lushsuxVRAbi, functionName: 'isEligibleTether', args: [wallet] }, false);
    reads.eligible4 = chainRead({ address: contract, abi: lushsuxVRAbi, functionName: 'isEligibleVR', args: [wallet] }, false);
    reads.had2 = chainRead({ address: contract, abi: lushsuxVRAbi, functionName: 'claimed', args: [2n, wallet] }, false);
    reads.had4 = chainRead({ address: contract, abi: lushsuxVRAbi, functionName: 'claimed', args: [4n, wallet] }, false);
  } else {
    reads.members = chainRead({ address: MEMBER_TOKEN.address, abi: memberTokenAbi, functionName: 'balanceOf', args: [wallet] }, 0n);
    for (const id of [1n, 2n, 3n]) {
      reads[`had${id}`] = chainRead({ address: contract, abi: lushsuxVR002Abi, functionName: 'minted', args: [wallet, id] }, false);
      reads[`balance${id}`] = chainRead({ address: contract, abi: lushsuxVR002Abi, functionName: 'balanceOf', args: [wallet, id] }, 0n);
    }
  }
  return reads;
}

function Items({ drop, supplies }: Props) {
  const config = VR_DROPS[drop];
  const { guard, connect, switchChain } = useChainGuard();
  const browserWallet = useBrowserWallet();
  const wallet = guard.kind === 'disconnected' ? undefined : guard.address;
  const { signedIn, emailVerified } = useSignedInUser(wallet);
  const {
    figures,
    loading,
    mint: write,
    busy,
  } = useMint(figureReads(drop, wallet ?? zeroAddress, supplies), { enabled: Boolean(config.address) && Boolean(wallet) });
  const f = figures as Record<string, bigint | boolean>;
  const [active, setActive] = useState<bigint | null>(null);
  const balances = [1n, 2n, 3n].map((id) => ({ id, balance: (f[`balance${id}`] as bigint | undefined) ?? 0n }));
  const burnable = balances.reduce((sum, b) => sum + b.balance, 0n);

  const stateOf = (item: VrItem) =>
    vrButton({
      item,
      connected: Boolean(wallet),
      onConfiguredChain: guard.kind === 'ready',
      loading,
      supply: (f[`supply${item.id}`] as bigint | undefined) ?? 0n,
      eligible: Boolean(f[`eligible${item.id}`]),
      memberTokens: (f.members as bigint | undefined) ?? 0n,
      burnable,
      had: Boolean(f[`had${item.id}`]),
      busy: busy && active === item.id,
      signedIn,
      emailVerified,
    });

  const send = async (item: VrItem) => {
    const contract = config.address;
    if (!contract || busy) return;
    setActive(item.id);
    const texts = { progress: M.claimProgress(item.title), success: M.claimSuccess(item.title), fallback: M.mintFallback, quietFailure: true };
    if (item.kind === 'tether') await write({ address: contract, abi: lushsuxVRAbi, functionName: 'claimTether', value: item.price }, texts);
    else if (item.kind === 'vr-claim') await write({ address: contract, abi: lushsuxVRAbi, functionName: 'claimVR' }, texts);
    else if (item.kind === 'tier')
      await write(
        { address: contract, abi: lushsuxVR002Abi, functionName: 'mintToken', args: [item.id], value: item.price },
        { ...texts, success: M.mintTokenSuccess },
      );
    else if (item.kind === 'burn') {
      const ids = burnSelection(balances);
      if (ids)
        await write(
          { address: contract, abi: lushsuxVR002Abi, functionName: 'burnToken', args: [ids] },
          { ...texts, progress: M.burnProgress, success: M.burnSuccess },
        );
    }
    setActive(null);
  };

  return (
    <>
      <ul className={styles.panels}>
        {config.items.map((item) => {
          const state = stateOf(item);
          const onClick = () => {
            if (state.kind === 'connect') return connect();
            if (state.kind === 'wrong-network') return switchChain();
            if ((state.kind === 'mint' || state.kind === 'burn') && !state.disabled) void send(item);
          };
          return (
            <VrPanel key={String(item.id)} item={item} supply={(f[`supply${item.id}`] as bigint | undefined) ?? 0n} state={state} onClick={onClick}>
              {(state.kind === 'mint' || state.kind === 'burn') && (
                <AccountNotice notice={state.notice} verifyText={M.verifyToMint} signInText={M.signInToMint} onSignIn={connect} />
              )}
              {item.kind === 'tier' && item.membersNeeded !== undefined && <p className={mint.hint}>{M.tierNeeds(item.membersNeeded)}</p>}
            </VrPanel>
          );
        })}
      </ul>
      <WrongNetworkAlert show={guard.kind === 'wrong-network'} />
      <NoWalletHint show={browserWallet === false} />
    </>
  );
}

/** The VR items, live (drop-pages §5). */
export default liveIsland(Items);

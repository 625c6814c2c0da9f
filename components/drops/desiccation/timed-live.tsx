'use client';

import { zeroAddress } from 'viem';
import { desiccationEditionsAbi } from '@/contracts/generated/DesiccationEditions';
import { memberTokenAbi } from '@/contracts/generated/MemberToken';
import { useNow } from '@/components/ui/use-now';
import { useChainGuard } from '@/components/wallet/use-chain-guard';
import { useMint, withInitial } from '@/components/wallet/use-mint';
import { chainRead } from '@/lib/chain/read';
import { useSignedInUser } from '@/components/wallet/use-signed-in-user';
import { liveIsland } from '@/components/wallet/wallet-providers';
import { mintButton, raffleButton } from '@/lib/drops/desiccation/buttons';
import { DESICCATION } from '@/lib/drops/desiccation/config';
import { desiccationEligible } from '@/lib/drops/desiccation/eligibility';
import { DESICCATION_MESSAGES as M } from '@/lib/drops/desiccation/messages';
import { timedPhase } from '@/lib/drops/desiccation/schedule';
import { MEMBER_TOKEN } from '@/lib/drops/membership/config';
import { AccountNotice } from '@/components/drops/raffle/account-notice';
import { RaffleNotices } from '@/components/drops/raffle/raffle-notices';
import { useRaffleEntry } from '@/components/drops/raffle/use-raffle-entry';
import { TimedPanel, type TimedItem } from './timed-panel';

function Action({ item }: { item: TimedItem }) {
  const now = useNow(new Date(item.renderedAt));
  const phase = timedPhase(item.schedule, now);
  const { guard, connect, switchChain } = useChainGuard();
  const address = guard.kind === 'disconnected' ? undefined : guard.address;
  const { signedIn, emailVerified } = useSignedInUser(address);
  const contract = DESICCATION.address;
  const { tokenId, size } = item;
  const edition = { address: contract ?? zeroAddress, abi: desiccationEditionsAbi } as const;
  const { figures, loading, mint, busy } = useMint(
    {
      supply: withInitial(chainRead({ ...edition, functionName: 'totalSupply', args: [tokenId] }, 0n), item.supply),
      edition: withInitial(chainRead({ ...edition, functionName: 'editions', args: [tokenId] }, [item.price, size, 0n] as readonly [bigint, bigint, bigint]), [
        item.price,
        size,
        0n,
      ] as readonly [bigint, bigint, bigint]),
      balance: chainRead({ ...edition, functionName: 'balanceOf', args: [address ?? zeroAddress, tokenId] }, 0n),
      memberTokens: chainRead({ address: MEMBER_TOKEN.address, abi: memberTokenAbi, functionName: 'balanceOf', args: [address ?? zeroAddress] }, 0n),
    },
    { enabled: Boolean(contract && MEMBER_TOKEN.address && address) },
  );
  const raffle = useRaffleEntry(item.key, address, phase?.phase === 'raffle');

  if (!phase) return null;
  const account = { signedIn, emailVerified };
  const common = { connected: Boolean(address), onConfiguredChain: guard.kind === 'ready', ...account };
  const eligible = desiccationEligible(figures.memberTokens);

  const state =
    phase.phase === 'raffle'
      ? raffleButton({ ...common, loading: loading || raffle.loading, entered: raffle.entered, entering: raffle.entering, eligible })
      : mintButton({
          ...common,
          comingSoon: phase.phase === 'coming-soon',
          loading,
          supply: figures.supply,
          edition: size,
          minting: busy,
          balance: address ? figures.balance : 0n,
          eligible,
        });

  const onClick = () => {
    if (state.kind === 'connect') return connect();
    if (state.kind === 'wrong-network') return switchChain();
    if (state.disabled) return;
    if (state.kind === 'enter') return raffle.enter();
    if (state.kind === 'mint' && contract) {
      void mint(
        { address: contract, abi: desiccationEditionsAbi, functionName: 'mint', args: [tokenId], value: figures.edition[0] },
        {
          progress: M.mintProgress(item.title),
          success: M.mintSuccess(item.title),
          fallback: M.mintFallback,
          reverted: {
            WrongPrice: M.unableToMint,
            UnknownToken: M.unableToMint,
            NotOpen: M.mintError,
            SoldOut: M.mintError,
            NotEligible: M.mintError,
            AlreadyMinted: M.mintError,
          },
        },
      );
    }
  };

  return (
    <TimedPanel schedule={item.schedule} phase={phase} now={now} supply={figures.supply} size={size} state={state} onClick={onClick}>
      <RaffleNotices state={state} failed={raffle.failed} contractKnown={Boolean(contract)} onSignIn={connect}>
        {state.kind === 'mint' && <AccountNotice notice={state.notice} verifyText={M.verifyToMint} signInText={M.signInToMint} onSignIn={connect} />}
      </RaffleNotices>
    </TimedPanel>
  );
}

/** The live raffle or mint button (drop-pages §4, §5). */
export default liveIsland(Action);

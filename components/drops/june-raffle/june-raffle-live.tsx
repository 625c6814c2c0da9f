'use client';

import { zeroAddress } from 'viem';
import { artistTokenAbi } from '@/contracts/generated/ArtistToken';
import { RaffleNotices } from '@/components/drops/raffle/raffle-notices';
import { useRaffleEntry } from '@/components/drops/raffle/use-raffle-entry';
import { useNow } from '@/components/ui/use-now';
import { useChainGuard } from '@/components/wallet/use-chain-guard';
import { useMint } from '@/components/wallet/use-mint';
import { chainRead } from '@/lib/chain/read';
import { useSignedInUser } from '@/components/wallet/use-signed-in-user';
import { liveIsland } from '@/components/wallet/wallet-providers';
import { JUNE_RAFFLE, juneRaffleButton, juneRaffleEligible, juneRafflePhase, type JuneHoldings } from '@/lib/drops/june-raffle/rules';
import { ARTIST_TOKEN } from '@/lib/drops/membership/config';
import { JuneRafflePanel, type JuneRaffleItem } from './june-raffle-panel';

const NONE: JuneHoldings = [0n, 0n, 0n, 0n];

function Action({ item }: { item: JuneRaffleItem }) {
  const now = useNow(new Date(item.renderedAt));
  const open = juneRafflePhase(now) === 'open';
  const { guard, connect, switchChain } = useChainGuard();
  const address = guard.kind === 'disconnected' ? undefined : guard.address;
  const { signedIn, emailVerified } = useSignedInUser(address);
  const contract = ARTIST_TOKEN.address;
  // The four balances in one call; a failed read counts as holding none (drop-pages §8).
  const { figures, loading } = useMint(
    {
      holdings: chainRead(
        {
          address: contract,
          abi: artistTokenAbi,
          functionName: 'balanceOfBatch',
          args: [JUNE_RAFFLE.tokenIds.map(() => address ?? zeroAddress), [...JUNE_RAFFLE.tokenIds]],
        },
        NONE,
      ),
    },
    { enabled: Boolean(contract && address && open) },
  );
  const raffle = useRaffleEntry(item.key, address, open);
  const state = juneRaffleButton(now, {
    connected: Boolean(address),
    onConfiguredChain: guard.kind === 'ready',
    signedIn,
    emailVerified,
    loading: loading || raffle.loading,
    entered: raffle.entered,
    entering: raffle.entering,
    eligible: juneRaffleEligible(figures.holdings as JuneHoldings),
  });
  const onClick = () => {
    if (state.kind === 'connect') return connect();
    if (state.kind === 'wrong-network') return switchChain();
    if (!state.disabled && state.kind === 'enter') raffle.enter();
  };
  return (
    <JuneRafflePanel now={now} state={state} onClick={onClick}>
      <RaffleNotices state={state} failed={raffle.failed} contractKnown={Boolean(contract)} onSignIn={connect} />
    </JuneRafflePanel>
  );
}

/** The live draw button: ArtistToken holdings and entries decide it. */
export default liveIsland(Action);

'use client';

import { WrongNetworkAlert } from '@/components/wallet/wrong-network-alert';
import dynamic from 'next/dynamic';
import { zeroAddress } from 'viem';
import { useBalance } from 'wagmi';
import { artistTokenAbi } from '@/contracts/generated/ArtistToken';
import { englishAuctionAbi } from '@/contracts/generated/EnglishAuction';
import { memberTokenAbi } from '@/contracts/generated/MemberToken';
import { PanelButton } from '@/components/drops/panel-button';
import { AccountNotice } from '@/components/drops/raffle/account-notice';
import { useChainGuard } from '@/components/wallet/use-chain-guard';
import { useMint } from '@/components/wallet/use-mint';
import { chainRead } from '@/lib/chain/read';
import { useSignedInUser } from '@/components/wallet/use-signed-in-user';
import { liveIsland } from '@/components/wallet/wallet-providers';
import { publicConfig } from '@/lib/config/public';
import { WALLET_POLLING_MS } from '@/lib/constants';
import { outbidBy } from '@/lib/drops/auction/outbid';
import { BID_MESSAGES as M } from '@/lib/drops/auction/bid-messages';
import { AUCTION_MESSAGES } from '@/lib/drops/auction/messages';
import { auctionButton, auctionEligible } from '@/lib/drops/auction/rules';
import { ARTIST_TOKEN, MEMBER_TOKEN } from '@/lib/drops/membership/config';
import type { BidIslandProps } from './bid-props';
import styles from './auction.module.css';
import { weiToEth } from '@/lib/format/wei';

// Loaded only for the winner, and only when motion is welcome.
const Confetti = dynamic(() => import('./confetti'), { ssr: false });

function Bid({ auction, item, now, bid, bidOk, heard, onPlaced }: BidIslandProps) {
  const { guard, connect, switchChain } = useChainGuard();
  const address = guard.kind === 'disconnected' ? undefined : guard.address;
  const { signedIn, emailVerified } = useSignedInUser(address);
  const holder = address ?? zeroAddress;
  const { figures, loading, mint, busy } = useMint(
    {
      artist: chainRead({ address: ARTIST_TOKEN.address, abi: artistTokenAbi, functionName: 'balanceOf', args: [holder, auction.artistTokenId] }, 0n),
      member: chainRead({ address: MEMBER_TOKEN.address, abi: memberTokenAbi, functionName: 'balanceOf', args: [holder] }, 0n),
    },
    { enabled: Boolean(address), writesTo: [auction.address] },
  );
  const balance = useBalance({ address, chainId: publicConfig.chain.id, query: { enabled: Boolean(address), refetchInterval: WALLET_POLLING_MS } });

  // Outbid: a bid heard since the page opened took this wallet's place, with none higher since.
  const outbid = outbidBy(address, heard) !== null;

  const state = auctionButton({
    connected: Boolean(address),
    onConfiguredChain: guard.kind === 'ready',
    chainLabel: publicConfig.chain.label,
    item,
    opensAt: new Date(auction.opensAt),
    startLabel: auction.startLabel,
    now,
    loading: loading || balance.isPending,
    eligible: auctionEligible(figures.artist, figures.member),
    balance: balance.data?.value ?? 0n,
    bidOk,
    placing: busy,
    wallet: address,
    signedIn,
    emailVerified,
  });

  const onClick = async () => {
    if (state.kind === 'wrong-network') return guard.kind === 'disconnected' ? connect() : switchChain();
    const contract = auction.address;
    if (state.kind !== 'place' || state.disabled || !contract || bid === null) return;
    const ok = await mint(
      { address: contract, abi: englishAuctionAbi, functionName: 'bid', args: [auction.tokenId, auction.salt], value: bid },
      {
        progress: M.bidProgress,
        success: M.bidSuccess,
        fallback: M.bidError,
        reverted: { BidTooLow: AUCTION_MESSAGES.tooLow, NotEligible: M.bidError, NotActive: M.bidError, UnknownAuction: M.bidError },
      },
    );
    if (ok) onPlaced();
  };

  const won = state.kind === 'won' && item !== 'error' && item !== null;
  return (
    <>
      <PanelButton state={state} onClick={() => void onClick()} />
      <WrongNetworkAlert show={state.kind === 'wrong-network' && guard.kind === 'wrong-network'} />
      {state.kind === 'place' && <AccountNotice notice={state.notice} verifyText={M.verifyToBid} signInText={M.signInToBid} onSignIn={connect} />}
      {state.kind === 'not-eligible' && <p className={styles.hint}>{M.notEligible}</p>}
      {outbid && state.kind !== 'ended' && (
        <p role="alert" className={styles.outbid}>
          {M.outbid}
        </p>
      )}
      {won && (
        <div className={styles.won} role="status">
          <p className={styles.wonTitle}>{M.won}</p>
          <p>
            {M.winningPrice} <strong>{`${weiToEth(item.highestBid)} ETH`}</strong>
          </p>
          <Confetti />
        </div>
      )}
    </>
  );
}

/** The live bid, with outbid and won news for this wallet. */
export default liveIsland(Bid);

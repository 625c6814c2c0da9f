'use client';

import dynamic from 'next/dynamic';
import { AccountNotice } from '@/components/drops/raffle/account-notice';
import { WrongNetworkAlert } from '@/components/wallet/wrong-network-alert';
import { BID_MESSAGES as M } from '@/lib/drops/auction/bid-messages';
import type { BidEvent } from '@/lib/drops/auction/bids';
import { outbidBy } from '@/lib/drops/auction/outbid';
import type { AuctionButton, AuctionItem } from '@/lib/drops/auction/rules';
import { weiToEth } from '@/lib/format/wei';
import styles from './auction.module.css';

// Loaded only for the winner, and only when motion is welcome.
const Confetti = dynamic(() => import('./confetti'), { ssr: false });

type Props = { state: AuctionButton; wallet: string; item: AuctionItem | null | 'error'; heard: BidEvent[]; onSignIn: () => void };

/** What a connected wallet is told under the bid button: its network, account, eligibility, outbid and won news. */
export default function BidNotices({ state, wallet, item, heard, onSignIn }: Props) {
  // Outbid: a bid heard since the page opened took this wallet's place, with none higher since.
  const outbid = outbidBy(wallet, heard) !== null;
  const won = state.kind === 'won' && item !== 'error' && item !== null;
  return (
    <>
      <WrongNetworkAlert show={state.kind === 'wrong-network'} />
      {state.kind === 'place' && <AccountNotice notice={state.notice} verifyText={M.verifyToBid} signInText={M.signInToBid} onSignIn={onSignIn} />}
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

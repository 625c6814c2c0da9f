import { AUCTION_MESSAGES } from './messages';

// drop-pages §4, §5, §8, verbatim ("biding" included; `signInToBid` is ours, docs/decisions.md): what the bid panel says to a wallet, loaded with it.
export const BID_MESSAGES = {
  bidProgress: 'Processing Bid...',
  bidSuccess: 'Bid successful!',
  bidError: 'An error has occurred during biding',
  outbid: "Sorry you've been outbid",
  won: 'Congratulations! You won!',
  winningPrice: 'Winning Price',
  verifyToBid: 'Please verify your email',
  signInToBid: 'Sign in with your wallet to bid',
  notEligible: 'Bidding is open to holders of a member token or of the artist’s token.',
} as const;

/** The bid's toasts (the one write helper's texts), loaded with the press. */
export const BID_WRITE_TEXTS = {
  progress: BID_MESSAGES.bidProgress,
  success: BID_MESSAGES.bidSuccess,
  fallback: BID_MESSAGES.bidError,
  reverted: { BidTooLow: AUCTION_MESSAGES.tooLow, NotEligible: BID_MESSAGES.bidError, NotActive: BID_MESSAGES.bidError, UnknownAuction: BID_MESSAGES.bidError },
};

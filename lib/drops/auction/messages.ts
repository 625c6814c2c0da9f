// drop-pages §4, §5, §8, verbatim ("biding" included); `offline` and `signInToBid` are ours (docs/decisions.md).
export const AUCTION_MESSAGES = {
  bidProgress: 'Processing Bid...',
  bidSuccess: 'Bid successful!',
  bidError: 'An error has occurred during biding',
  tooLow: 'Bid is too low',
  outbid: "Sorry you've been outbid",
  won: 'Congratulations! You won!',
  winningPrice: 'Winning Price',
  verifyToBid: 'Please verify your email',
  signInToBid: 'Sign in with your wallet to bid',
  notEligible: 'Bidding is open to holders of a member token or of the artist’s token.',
  offline: 'Live bids are paused: the network is not answering. Retrying…',
  historyFailed: 'The bid history could not be loaded. Please try again later.',
  moreFailed: 'More bids could not be loaded.',
} as const;

/** What the countdown's live region says in each state (docs/decisions.md: our words, not the spec's). */
export const AUCTION_COUNTDOWN_STATES = { notStarted: 'Auction not started', active: 'Auction live', finished: 'Auction Ended' } as const;

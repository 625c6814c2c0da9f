// drop-pages §5, verbatim; `offline` and the history texts are ours (docs/decisions.md).
export const AUCTION_MESSAGES = {
  tooLow: 'Bid is too low',
  offline: 'Live bids are paused: the network is not answering. Retrying…',
  historyFailed: 'The bid history could not be loaded. Please try again later.',
  moreFailed: 'More bids could not be loaded.',
} as const;

/** What the countdown's live region says in each state (docs/decisions.md: our words, not the spec's). */
export const AUCTION_COUNTDOWN_STATES = { notStarted: 'Auction not started', active: 'Auction live', finished: 'Auction Ended' } as const;

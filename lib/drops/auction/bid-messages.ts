// drop-pages §4, §5, §8, verbatim ("biding" included; `signInToBid` is ours, docs/decisions.md): what the bid panel's live code says, loaded with it.
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

// drop-pages §4, §5, §8, verbatim
export const FOUNDING_MESSAGES = {
  completeProfile: 'Please complete your profile',
  needToken: 'You will need a token from a previous drop to qualify',
  claimProgress: 'Claiming 1 Founding Member Token...',
  claimSuccess: 'Claimed 1 Founding Member Token',
  buy: 'Buy on the market',
  yourProfile: 'Your public profile',
  signIn: 'Sign in with your wallet to check your eligibility',
} as const;

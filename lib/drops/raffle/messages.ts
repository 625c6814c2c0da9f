// drop-pages §5, §8, verbatim
export const RAFFLE_MESSAGES = {
  entered: 'Raffle successfully entered!',
  errorToast: 'Entering raffle error',
  error: 'Error entering raffle, please try again.',
  verifyToEnter: 'Please verify your email to enter.',
  signInToEnter: 'Sign in with your wallet to enter',
} as const;

/** The timed drop's texts, spelled as drop-pages §4, §5 and §8 spell them ("occured" included). */
export const DESICCATION_MESSAGES = {
  dateLine: 'Saturday Feb 12 2022',
  verifyToEnter: 'Please verify your email to enter.',
  verifyToMint: 'Please verify your email to apply',
  signInToEnter: 'Sign in with your wallet to enter',
  signInToMint: 'Sign in with your wallet to mint',
  raffleEntered: 'Raffle successfully entered!',
  raffleErrorToast: 'Entering raffle error',
  raffleError: 'Error entering raffle, please try again.',
  mintProgress: (title: string) => `Minting 1 ${title}...`,
  mintSuccess: (title: string) => `Successfully minted ${title}`,
  mintError: 'An error has occured during minting',
  mintFallback: 'An error has occured whilst minting. Please try again.',
  unableToMint: 'Unable to mint.',
} as const;

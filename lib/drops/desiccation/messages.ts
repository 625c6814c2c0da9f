/** The timed drop's texts (its draw's are lib/drops/raffle/messages.ts), spelled as drop-pages §4, §5 and §8 spell them ("occured" included). */
export const DESICCATION_MESSAGES = {
  dateLine: 'Saturday Feb 12 2022',
  verifyToMint: 'Please verify your email to apply',
  signInToMint: 'Sign in with your wallet to mint',
  mintProgress: (title: string) => `Minting 1 ${title}...`,
  mintSuccess: (title: string) => `Successfully minted ${title}`,
  mintError: 'An error has occured during minting',
  mintFallback: 'An error has occured whilst minting. Please try again.',
  unableToMint: 'Unable to mint.',
} as const;

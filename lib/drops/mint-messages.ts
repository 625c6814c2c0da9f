// drop-pages §5, §8, spelled as the spec spells them ("occured" included).
export const MINT_MESSAGES = {
  verifyToMint: 'Please verify your email to apply',
  signInToMint: 'Sign in with your wallet to mint',
  mintError: 'An error has occured during minting',
  mintFallback: 'An error has occured whilst minting. Please try again.',
  unableToMint: 'Unable to mint.',
} as const;

/**
 * The texts every mint shares, spelled as drop-pages §5 and §8 spell them ("occured" included):
 * the account notice under a disabled Mint and the write's errors. Each drop adds its own progress
 * and success texts.
 */
export const MINT_MESSAGES = {
  // §5: minting with an unverified e-mail links to the profile update page with this text.
  verifyToMint: 'Please verify your email to apply',
  signInToMint: 'Sign in with your wallet to mint',
  mintError: 'An error has occured during minting',
  mintFallback: 'An error has occured whilst minting. Please try again.',
  unableToMint: 'Unable to mint.',
} as const;

/** Black Feather texts, spelled as drop-pages §4 and §8 spell them ("occured" included). */
export const BLACK_FEATHER_MESSAGES = {
  progress: 'Minting Token ...',
  success: 'Minted One Black Feather!',
  mintError: 'An error has occured during minting',
  mintFallback: 'An error has occured whilst minting. Please try again.',
  unableToMint: 'Unable to mint.',
  verifyEmail: 'Please verify your email',
} as const;

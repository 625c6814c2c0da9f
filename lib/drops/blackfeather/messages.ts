/** Black Feather texts, spelled as drop-pages §4 and §8 spell them ("occured" included). */
export const BLACK_FEATHER_MESSAGES = {
  progress: 'Minting Token ...',
  success: 'Minted One Black Feather!',
  mintError: 'An error has occured during minting',
  mintFallback: 'An error has occured whilst minting. Please try again.',
  unableToMint: 'Unable to mint.',
  // drop-pages §5: minting with an unverified e-mail links to the profile update page with this text.
  verifyEmail: 'Please verify your email to apply',
} as const;

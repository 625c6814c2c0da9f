/** The Eve mint's texts, spelled as drop-pages §4 and §8 spell them ("occured" included). */
export const EVE_MESSAGES = {
  progress: (title: string) => `Minting 1 ${title}...`,
  success: (title: string) => `Successfully minted ${title}`,
  error: 'An error has occured when minting',
  unable: 'Unable to mint.',
} as const;

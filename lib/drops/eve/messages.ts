// drop-pages §4, §8, verbatim ("occured" included)
export const EVE_MESSAGES = {
  progress: (title: string) => `Minting 1 ${title}...`,
  success: (title: string) => `Successfully minted ${title}`,
  error: 'An error has occured when minting',
  unable: 'Unable to mint.',
} as const;

// drop-pages §9: how long a mint's status shows.
export const EVE_STATUS_MS = 8000;

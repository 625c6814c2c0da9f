// drop-pages §4, §8, verbatim
export const BURN_MESSAGES = {
  approving: (n: bigint | number) => `Approving Token ${n}, please wait...`,
  approved: (n: bigint | number) => `Approved Token ${n}`,
  minting: 'Minting Token 4...',
  minted: 'Minted Token 4',
  declined: 'Error: One approval transaction declined',
  failed: 'Something went wrong please try again',
  // drop-pages §8's mint fallback
  mintFailed: 'An error has occured whilst minting. Please try again.',
  pick: 'Choose 3 of your tokens to burn for Token 4.',
  approvedBadge: 'Approved',
  none: 'This wallet holds no tokens to burn.',
} as const;

/** drop-pages §4 and §8, spelled as written. */
export const BURN_MESSAGES = {
  approving: (n: bigint | number) => `Approving Token ${n}, please wait...`,
  approved: (n: bigint | number) => `Approved Token ${n}`,
  minting: 'Minting Token 4...',
  minted: 'Minted Token 4',
  declined: 'Error: One approval transaction declined',
  failed: 'Something went wrong please try again',
  pick: 'Choose 3 of your tokens to burn for Token 4.',
  approvedBadge: 'Approved',
  none: 'This wallet holds no tokens to burn.',
} as const;

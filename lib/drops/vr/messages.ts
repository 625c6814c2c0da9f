import { MINT_MESSAGES } from '@/lib/drops/mint-messages';

// Claim and success lines are ours (drop-pages §4 gives none), recorded in docs/decisions.md.
export const VR_MESSAGES = {
  ...MINT_MESSAGES,
  claimProgress: (title: string) => `Claiming ${title}...`,
  claimSuccess: (title: string) => `Claimed ${title}`,
  // drop-pages §8
  mintTokenSuccess: 'Minted Token',
  burnProgress: 'Burning 3 VR-002 tokens...',
  burnSuccess: 'Minted the VR-002 Burn',
  airdrop: 'Airdropped to VIP holders',
  tierNeeds: (n: bigint) => `Needs ${n} member token${n === 1n ? '' : 's'}`,
} as const;

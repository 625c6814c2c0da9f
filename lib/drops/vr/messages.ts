import { MINT_MESSAGES } from '@/lib/drops/mint-messages';

/**
 * The VR drops' texts. The buttons are drop-pages §2's (Connect, Mint, Not Eligible) and the burn
 * flow's (Burn, Burning..., Not Enough Tokens); the claiming and success lines are ours (§4 "Web3
 * claim" gives no wording), recorded in docs/decisions.md.
 */
export const VR_MESSAGES = {
  ...MINT_MESSAGES,
  claimProgress: (title: string) => `Claiming ${title}...`,
  claimSuccess: (title: string) => `Claimed ${title}`,
  // drop-pages §8: the success of VR-002's mintToken.
  mintTokenSuccess: 'Minted Token',
  burnProgress: 'Burning 3 VR-002 tokens...',
  burnSuccess: 'Minted the VR-002 Burn',
  airdrop: 'Airdropped to VIP holders',
  tierNeeds: (n: bigint) => `Needs ${n} member token${n === 1n ? '' : 's'}`,
} as const;

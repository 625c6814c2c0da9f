// collections §2, §4, §5. Apart from membership.ts so the key collection's card need not load its config.
export const MEMBERSHIP_MESSAGES = {
  titleIncomplete: 'Complete your profile and mint a one-time OX member token',
  titleEligible: 'You are now eligible to mint a one-time OX Member Token',
  titleMinted: 'You have already minted your one-time OX Member Token',
  perks: [
    { title: 'Whitelist Access', text: 'mint NFTs sold directly by top creators' },
    { title: 'Community', text: 'exclusive discord community' },
    { title: 'Genesis NFT', text: 'exclusive genesis NFTs by guest artists' },
  ],
  claiming: 'Claiming 1 Membership Token...',
  success: 'Successfully minted 1 Membership Token!',
  verifyEmail: 'Please verify your email address',
} as const;

/** The membership token's texts, in a module of their own: the key collection's card shows them without the contract's config. */
/** Collections §2, §4, §5, spelled as written. */
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

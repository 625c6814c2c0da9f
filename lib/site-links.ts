/** Outbound links of the header and footer (platform-core §1). The market link is /coming-soon. */
export const MARKET_PATH = '/coming-soon';

export const SOCIAL_LINKS = [
  { label: 'Twitter', href: 'https://twitter.com/drp_art' },
  { label: 'Instagram', href: 'https://www.instagram.com/drp_art' },
  { label: 'Discord', href: 'https://discord.gg/drp-art' },
] as const;

export const COMMUNITY_URL = 'https://discord.gg/drp-art';

/**
 * The texts of the key collection's bar (collections §2, §8), exactly as the spec writes them: the
 * part of SYNTHIA_MESSAGES (./messages.ts) that the bar shows before any wallet code, in a module of
 * its own so the page's first scripts carry only these.
 */
export const SYNTHIA_BAR_MESSAGES = {
  /** The price as the bar shows it: SYNTHIA.price (a unit test keeps the two the same). */
  price: '0.2 ETH',
  mintClosed: 'MINT CLOSED',
  installMetamask: 'Please install metamask on your device to mint.',
  whitelistInactive: 'Whitelist Mint Inactive',
  foundersInactive: 'Founders Whitelist Mint Inactive',
  publicInactive: 'Public Sales Inactive',
} as const;

// collections §2, §8, verbatim; apart from ./messages.ts so the page's first scripts carry only these.
export const SYNTHIA_BAR_MESSAGES = {
  // = SYNTHIA.price (a unit test keeps them equal)
  price: '0.2 ETH',
  mintClosed: 'MINT CLOSED',
  installMetamask: 'Please install metamask on your device to mint.',
  whitelistInactive: 'Whitelist Mint Inactive',
  foundersInactive: 'Founders Whitelist Mint Inactive',
  publicInactive: 'Public Sales Inactive',
} as const;

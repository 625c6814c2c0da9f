/** Drop mint pages' hint without a wallet (drop-pages §5), in a module of its own: every panel's stand-in shows it and needs no other wallet text. */
export const NO_WALLET_ON_MINT_PAGE = 'Non-Ethereum browser detected. Please install MetaMask browser plugin.';

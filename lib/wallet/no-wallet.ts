/** drop-pages §5; apart so stand-ins ship no other wallet text. */
export const NO_WALLET_ON_MINT_PAGE = 'Non-Ethereum browser detected. Please install MetaMask browser plugin.';

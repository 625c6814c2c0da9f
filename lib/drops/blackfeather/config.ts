import { parseEther } from 'viem';

/** Black Feather member token (drop-pages §2, §4, §9): one token id, 2000 editions at 0.02 ETH, one per mint call. */
export const BLACK_FEATHER = {
  navKey: 'blackfeather',
  tokenId: 0n,
  edition: 2000n,
  price: parseEther('0.02'),
  perMint: 1n,
} as const;

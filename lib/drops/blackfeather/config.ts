import { configuredContract } from '@/lib/config/contract';
import { BlackFeather } from '@/contracts/deployments/BlackFeather';
import { parseEther } from 'viem';

/**
 * Black Feather member token (drop-pages §2, §4, §9): one token id, 2000 editions at 0.02 ETH, one
 * per mint call. The only place that knows its contract: the sandbox deploys it at `devnetAddress`.
 */

export const BLACK_FEATHER = {
  navKey: 'blackfeather',
  tokenId: 0n,
  edition: 2000n,
  price: parseEther('0.02'),
  perMint: 1n,
  ...configuredContract('NEXT_PUBLIC_BLACKFEATHER_ADDRESS', process.env.NEXT_PUBLIC_BLACKFEATHER_ADDRESS, BlackFeather),
} as const;

/** What the server reads of the contract for its HTML, and the live panel starts from. */
export type BlackFeatherFigures = { supply: bigint; price: bigint; salesActive: boolean };

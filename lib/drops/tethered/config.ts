import { configuredContract } from '@/lib/config/contract';
import { BullsPowerTethered } from '@/contracts/deployments/BullsPowerTethered';
import { parseEther } from 'viem';

/**
 * The tethered mint (drop-pages §2, §4, §9): Bulls Power, 300 editions at 0.05 ETH, each tethered
 * to a physical print and claimed through the platform's whitelist. The only place that knows its
 * contract: the sandbox deploys it at `devnetAddress`.
 */

export const TETHERED = {
  navKey: 'snipe-bulls-power-tethered',
  title: 'Bulls Power',
  edition: 300n,
  price: parseEther('0.05'),
  ...configuredContract('NEXT_PUBLIC_TETHERED_ADDRESS', process.env.NEXT_PUBLIC_TETHERED_ADDRESS, BullsPowerTethered),
} as const;

/** The wallet's whitelist entry, as the site's route handler answers it: the editions it may claim and the platform's signature. */
export type TetheredClaim = { index: number; allocated: number; hash: `0x${string}` };

/** What the server reads of the contract for its HTML, and the live panel starts from. */
export type TetheredFigures = { supply: bigint; price: bigint };

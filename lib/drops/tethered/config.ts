import { configuredContract } from '@/lib/config/contract';
import { BullsPowerTethered } from '@/contracts/deployments/BullsPowerTethered';
import { eth } from '@/lib/format/wei';

// drop-pages §2, §4, §9

export const TETHERED = {
  navKey: 'snipe-bulls-power-tethered',
  title: 'Bulls Power',
  edition: 300n,
  price: eth('0.05'),
  ...configuredContract('NEXT_PUBLIC_TETHERED_ADDRESS', process.env.NEXT_PUBLIC_TETHERED_ADDRESS, BullsPowerTethered),
} as const;

export type TetheredClaim = { index: number; allocated: number; hash: `0x${string}` };

export type TetheredFigures = { supply: bigint; price: bigint };

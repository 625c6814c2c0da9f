import { configuredContract } from '@/lib/config/contract';
import { BlackFeather } from '@/contracts/deployments/BlackFeather';
import { eth } from '@/lib/format/wei';

// drop-pages §2, §4, §9

export const BLACK_FEATHER = {
  navKey: 'blackfeather',
  tokenId: 0n,
  edition: 2000n,
  price: eth('0.02'),
  perMint: 1n,
  ...configuredContract('NEXT_PUBLIC_BLACKFEATHER_ADDRESS', process.env.NEXT_PUBLIC_BLACKFEATHER_ADDRESS, BlackFeather),
} as const;

export type BlackFeatherFigures = { supply: bigint; price: bigint; salesActive: boolean };

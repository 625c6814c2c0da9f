import { configuredContract } from '@/lib/config/contract';
import { JokerPrintClaim } from '@/contracts/deployments/JokerPrintClaim';
import { eth } from '@/lib/format/wei';

// collections §2, §5, §7, §9

export const PRINT_CLAIM = {
  navKey: 'lushsux-joker',
  title: 'Lushsux Joker (Tethered Print)',
  edition: 150,
  price: eth('0.5'),
  listPrice: '0.5',
  gasLimit: 230_000n,
  // collections §2: "a fixed prefix"
  tokenPrefix: 'DRPJOKER',
  ...configuredContract('NEXT_PUBLIC_PRINT_CLAIM_ADDRESS', process.env.NEXT_PUBLIC_PRINT_CLAIM_ADDRESS, JokerPrintClaim),
} as const;

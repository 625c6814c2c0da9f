import { configuredContract } from '@/lib/config/contract';
import { FoundingMemberToken } from '@/contracts/deployments/FoundingMemberToken';
import { eth } from '@/lib/format/wei';

// drop-pages §2, §5, §9

export const FOUNDING_TOKEN = {
  navKey: 'membership-token',
  title: 'Founding Member Token',
  tokenId: 0n,
  edition: 2000n,
  price: eth('0.002'),
  saleEnds: new Date('2022-02-01T00:00:00Z'),
  // drop-pages §2: "a link to a marketplace to buy"
  marketUrl: '/coming-soon',
  ...configuredContract('NEXT_PUBLIC_FOUNDING_TOKEN_ADDRESS', process.env.NEXT_PUBLIC_FOUNDING_TOKEN_ADDRESS, FoundingMemberToken),
} as const;

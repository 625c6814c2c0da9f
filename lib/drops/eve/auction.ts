import { FLOATING_TITLE } from './layout';
import { eth } from '@/lib/format/wei';

// drop-pages §2, §4, §9; the sandbox creates the auction from these figures.
export const FLOATING_AUCTION = {
  itemTitle: FLOATING_TITLE,
  tokenId: 1n,
  salt: 'floating-2022',
  reservePrice: eth('0.1'),
  minimalBidGap: eth('0.1'),
  /** A bid in the last 10 minutes moves the end to 10 minutes after it. */
  windowTime: 600n,
  opensAt: new Date('2022-06-23T18:00:00-04:00'),
  startLabel: 'Thursday 23rd June 6pm EST',
  artistTokenId: 2n,
} as const;

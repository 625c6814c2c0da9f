import { parseEther } from 'viem';
import { FLOATING_TITLE } from './layout';

/**
 * The live auction of the Eve of Revolution's Floating (drop-pages §2, §4, §9): the one place that
 * knows its contract and item. Announced for Thursday 23 June 2022 6pm EST; the bid increment and
 * the minimal gap are 0.1 ETH. The sandbox deploys the contract (auction-contract.ts) and creates the
 * auction from these figures.
 */
export const FLOATING_AUCTION = {
  /** The auctioned item, by its title (the spec's "item titled Floating"). */
  itemTitle: FLOATING_TITLE,
  tokenId: 1n,
  salt: 'floating-2022',
  reservePrice: parseEther('0.1'),
  minimalBidGap: parseEther('0.1'),
  /** A bid in the last 10 minutes moves the end to 10 minutes after it. */
  windowTime: 600n,
  opensAt: new Date('2022-06-23T18:00:00-04:00'),
  startLabel: 'Thursday 23rd June 6pm EST',
  /** The Eve artist's id on the artist token (its holders may bid, as member-token holders may). */
  artistTokenId: 2n,
} as const;

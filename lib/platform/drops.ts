import 'server-only';

import { z } from 'zod';
import { platformRequest } from './index';
import { bidRecordSchema, pagedSchema, raffleEntrySchema, snipeClaimSchema, whitelistEntrySchema } from './schemas';
import { tags } from './tags';
import { orEmptyWhenAbsent } from './extensions';

/** drop-pages §7, §9 */
export const RAFFLE_ENTRIES_PAGE = { first: 200, refresh: 100 } as const;

/** drop-pages §7 names no path: a declared extension. Fresh, so an entry just made shows. */
export function listRaffleEntries(wallet: string, pageSize: number = RAFFLE_ENTRIES_PAGE.first) {
  return orEmptyWhenAbsent(
    platformRequest('/raffles/entries', {
      query: { wallet_address: wallet, pagesize: pageSize, pageindex: 1 },
      schema: pagedSchema(raffleEntrySchema),
      fresh: true,
    }),
  );
}

export function applyToRaffle(key: string, token: string) {
  return platformRequest('/raffles/apply', { method: 'POST', token, body: { key }, schema: z.unknown() });
}

export type AuctionItemRef = { contract: string; tokenId: bigint; salt: string };

/** drop-pages §9 */
export const AUCTION_BIDS_PAGE_SIZE = 6;

/** drop-pages §7 */
export function listAuctionBids(item: AuctionItemRef, opts: { pageSize?: number; pageIndex?: number; fresh?: boolean } = {}) {
  return platformRequest('/auctions', {
    query: {
      filter_type: 'item_bidded',
      'filter_auction_item.token_id': item.tokenId.toString(),
      'filter_auction_item.contract_address': item.contract,
      'filter_auction_item.salt': item.salt,
      pageindex: opts.pageIndex ?? 1,
      pagesize: opts.pageSize ?? AUCTION_BIDS_PAGE_SIZE,
      sort_block_number: 'desc',
    },
    schema: pagedSchema(bidRecordSchema),
    fresh: opts.fresh,
    tags: [tags.auctions, tags.bids(item.contract, item.tokenId.toString(), item.salt)],
  });
}

/** drop-pages §7 */
export const notificationSchema = z.object({ key: z.string() });

export function requestDropNotification(email: string, dropKey: string, token: string) {
  return platformRequest('/notifications', { method: 'POST', token, body: { email, drop_key: dropKey }, schema: notificationSchema });
}

/** drop-pages §7 */
export function getSnipeClaim(wallet: string) {
  return platformRequest('/whitelist-snipe1', { query: { wallet_address: wallet }, schema: snipeClaimSchema, fresh: true });
}

/** drop-pages §7 */
export function getSnipeWhitelistEntry(index: number) {
  return platformRequest(`/whitelist-snipe1/${index}`, { schema: whitelistEntrySchema, fresh: true });
}

/** drop-pages §7, platform-core §7 */
export function applyForMembership(application: { name: string; email: string; socialLink: string; reason?: string }) {
  const { socialLink, ...rest } = application;
  return platformRequest('/subscribers/', { method: 'POST', body: { ...rest, social_link: socialLink }, schema: z.unknown() });
}

import 'server-only';

import { z } from 'zod';
import { platformRequest } from './index';
import { bidRecordSchema, pagedSchema, raffleEntrySchema, snipeClaimSchema, whitelistEntrySchema } from './schemas';
import { tags } from './tags';
import { orEmptyWhenAbsent } from './extensions';

/** Raffle entry lists: 200 on a page's first read, 100 on a refresh (drop-pages §7, §9). */
export const RAFFLE_ENTRIES_PAGE = { first: 200, refresh: 100 } as const;

/**
 * A wallet's raffle entries, never cached (an entry just made must show). The spec names the call
 * without a path (drop-pages §7): a declared extension, and a platform without it shows no entry.
 */
export function listRaffleEntries(wallet: string, pageSize: number = RAFFLE_ENTRIES_PAGE.first) {
  return orEmptyWhenAbsent(
    platformRequest('/raffles/entries', {
      query: { wallet_address: wallet, pagesize: pageSize, pageindex: 1 },
      schema: pagedSchema(raffleEntrySchema),
      fresh: true,
    }),
  );
}

/** Enters the signed-in user's wallet in an item's draw. */
export function applyToRaffle(key: string, token: string) {
  return platformRequest('/raffles/apply', { method: 'POST', token, body: { key }, schema: z.unknown() });
}

export type AuctionItemRef = { contract: string; tokenId: bigint; salt: string };

/** Bid pages of the live auction (drop-pages §9: pages of 6). */
export const AUCTION_BIDS_PAGE_SIZE = 6;

/**
 * A page of an auction item's bids, newest first (drop-pages §7: pages of 6). An ended auction's
 * history is cached as content is; a live one's (`fresh`) is read on each request.
 */
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
    tags: [tags.bids(item.contract, item.tokenId.toString(), item.salt)],
  });
}

/** Asks the platform to e-mail the user when the drop opens (drop-pages §7: email, drop_key → key). */
export const notificationSchema = z.object({ key: z.string() });

export function requestDropNotification(email: string, dropKey: string, token: string) {
  return platformRequest('/notifications', { method: 'POST', token, body: { email, drop_key: dropKey }, schema: notificationSchema });
}

/** The tethered mint's claim data for a wallet (drop-pages §7: token_id, hash); never cached. */
export function getSnipeClaim(wallet: string) {
  return platformRequest('/whitelist-snipe1', { query: { wallet_address: wallet }, schema: snipeClaimSchema, fresh: true });
}

/** The whitelist entry at a token index (drop-pages §7: address, allocated, hash); never cached. */
export function getSnipeWhitelistEntry(index: number) {
  return platformRequest(`/whitelist-snipe1/${index}`, { schema: whitelistEntrySchema, fresh: true });
}

/** A membership application (drop-pages §7: name, email, social_link, reason; platform-core §7 POST /subscribers/). */
export function applyForMembership(application: { name: string; email: string; socialLink: string; reason?: string }) {
  const { socialLink, ...rest } = application;
  return platformRequest('/subscribers/', { method: 'POST', body: { ...rest, social_link: socialLink }, schema: z.unknown() });
}

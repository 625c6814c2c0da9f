import { z } from 'zod';
import { addressSchema } from '@/lib/auth/schemas';
import { KEY } from '@/lib/platform/keys';

/** ?wallet=0x…: the wallet a read is for (GET /api/tethered/claim). */
export const walletQuery = z.object({ wallet: addressSchema });

/** GET /api/auctions/bids?auction={navKey}&page=N: the page of that drop's live auction's bids (1 to 1000). */
export const auctionBidsQuery = z.object({
  auction: z.string().regex(KEY, 'auction is not a drop nav key'),
  page: z.coerce.number().int('page must be a whole number').min(1, 'page must be 1 or more').max(1000, 'page must be at most 1000'),
});

/** GET /api/raffles/entries?wallet=0x…[&refresh=1]: the wallet whose entries to read. */
export const raffleEntriesQuery = walletQuery.extend({ refresh: z.enum(['1']).optional() });

/** POST /api/raffles/enter { key }: the item whose draw to enter, shaped as platform keys are. */
export const raffleEnterBody = z.object({ key: z.string().regex(KEY, 'key is not an item key') });

/** POST /api/notifications { dropKey }: the drop whose opening to be told of, shaped as platform keys are. */
export const notificationBody = z.object({ dropKey: z.string().regex(KEY, 'dropKey is not a drop key') });

/**
 * POST /api/membership-applications { dropKey, name, email, socialLink, reason? }: the drop whose
 * page the application was made on (its mode decides whether a reason is asked); the application's
 * own fields are checked by membershipApplicationSchema once the mode is known.
 */
export const membershipApplicationRequest = z.looseObject({ dropKey: z.string().regex(KEY, 'dropKey is not a drop key') });

import { z } from 'zod';
import { addressSchema } from '@/lib/auth/schemas';
import { KEY } from '@/lib/platform/keys';

// GET /api/tethered/claim
export const walletQuery = z.object({ wallet: addressSchema });

// GET /api/auctions/bids
export const auctionBidsQuery = z.object({
  auction: z.string().regex(KEY, 'auction is not a drop nav key'),
  page: z.coerce.number().int('page must be a whole number').min(1, 'page must be 1 or more').max(1000, 'page must be at most 1000'),
});

// GET /api/raffles/entries
export const raffleEntriesQuery = walletQuery.extend({ refresh: z.enum(['1']).optional() });

// POST /api/raffles/enter
export const raffleEnterBody = z.object({ key: z.string().regex(KEY, 'key is not an item key') });

// POST /api/notifications
export const notificationBody = z.object({ dropKey: z.string().regex(KEY, 'dropKey is not a drop key') });

/** POST /api/membership-applications: the drop's mode decides the rest (membershipApplicationSchema). */
export const membershipApplicationRequest = z.looseObject({ dropKey: z.string().regex(KEY, 'dropKey is not a drop key') });

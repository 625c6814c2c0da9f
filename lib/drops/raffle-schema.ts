import { z } from 'zod';

/** GET /api/raffles/entries?wallet=0x…[&refresh=1]: the wallet whose entries to read. */
export const raffleEntriesQuery = z.object({
  wallet: z.string().regex(/^0x[0-9a-fA-F]{40}$/, 'wallet must be an Ethereum address'),
  refresh: z.enum(['1']).optional(),
});

/** POST /api/raffles/enter { key }: the item whose draw to enter (a key-shaped platform key). */
export const raffleEnterBody = z.object({ key: z.string().regex(/^[A-Za-z0-9][A-Za-z0-9_-]{0,127}$/, 'key is not an item key') });

import { z } from 'zod';
import { addressSchema } from '@/lib/auth/schemas';

/** GET /api/tethered/claim?wallet=0x…: the wallet whose whitelist entry to read. */
export const tetheredClaimQuery = z.object({ wallet: addressSchema });

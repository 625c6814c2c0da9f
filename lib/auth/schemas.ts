import { z } from 'zod';

export const addressSchema = z.string().regex(/^0x[0-9a-fA-F]{40}$/, 'A wallet address is required');

export const walletNonceSchema = z.object({ address: addressSchema });

export const walletLoginSchema = z.object({
  address: addressSchema,
  signature: z
    .string()
    .regex(/^0x[0-9a-fA-F]+$/, 'A signature is required')
    .max(2 + 2 * 4096),
});

import { z } from 'zod';

export const addressSchema = z.string().regex(/^0x[0-9a-fA-F]{40}$/, 'A wallet address is required');

export const walletNonceSchema = z.object({ address: addressSchema });

export const walletLoginSchema = z.object({
  address: addressSchema,
  /** The EIP-4361 message the nonce route issued, as the wallet signed it. */
  message: z.string().min(1, 'The signed message is required').max(2000),
  signature: z.string().regex(/^0x[0-9a-fA-F]+$/, 'A signature is required').max(2 + 2 * 4096),
});

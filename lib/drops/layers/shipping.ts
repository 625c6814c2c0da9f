import { z } from 'zod';
import { shippingSchema } from '@/lib/accounts/schemas';

// collections §3, §5; apart from rules.ts so zod ships only with the burn's form.
export const layersShippingSchema = shippingSchema
  .extend({
    phone: z.string().trim().min(1, 'Phone is required').max(32, 'Phone must be at most 32 characters'),
    need_invoice: z.boolean(),
    tax_id: z.string().trim().max(64, 'Tax ID must be at most 64 characters'),
  })
  .refine((v) => !v.need_invoice || v.tax_id.length > 0, { path: ['tax_id'], message: 'Tax ID is required for an invoice' });

export type LayersShipping = z.output<typeof layersShippingSchema>;

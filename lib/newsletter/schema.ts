import { z } from 'zod';
import { EMAIL_REQUIRED, INVALID_EMAIL } from './messages';

export const newsletterSchema = z.object({
  email: z.string().trim().min(1, EMAIL_REQUIRED).pipe(z.email(INVALID_EMAIL)),
});

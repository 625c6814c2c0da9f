import { z } from 'zod';
import { ACCOUNT_MESSAGES as M, maxMessage } from './messages';

// platform-core §5, collections §5: rules and messages as specified.

const email = z.string().trim().min(1, M.emailRequired).pipe(z.email(M.emailInvalid));
// Login keeps the spec's 3 so every existing account still signs in.
const password = z.string().min(1, M.passwordRequired).min(3, M.passwordMin);
export const NEW_PASSWORD_MIN = 8;
const newPassword = z.string().min(1, M.passwordRequired).min(NEW_PASSWORD_MIN, M.passwordMin).max(200);
const required = (message: string, field: string, max = 255) => z.string().trim().min(1, message).max(max, maxMessage(field, max));
const code = z
  .string()
  .trim()
  .min(1, M.codeRequired)
  .regex(/^\d{1,6}$/, M.codeDigits);
const optionalMax = (field: string, max: number) => z.string().trim().max(max, maxMessage(field, max));

export const loginSchema = z.object({ email, password });
export type LoginInput = z.infer<typeof loginSchema>;

export const loginOptionalPasswordSchema = z.object({ email, password: z.union([z.literal(''), password]).optional() });

export const loginWithCodeSchema = loginSchema.extend({
  code,
});

const withConfirmation = <T extends z.ZodRawShape>(shape: T) =>
  z
    .object({ ...shape, password: newPassword, confirmPassword: z.string().min(1, M.confirmPasswordRequired) })
    .refine((v) => (v as { password: string }).password === (v as { confirmPassword: string }).confirmPassword, {
      message: M.passwordsMustMatch,
      path: ['confirmPassword'],
    });

export const registerSchema = withConfirmation({
  firstName: required(M.firstNameRequired, 'First name'),
  lastName: required(M.lastNameRequired, 'Last name'),
  nickName: required(M.nickNameRequired, 'Nick name'),
  email,
});
export type RegisterInput = z.infer<typeof registerSchema>;

export const forgotPasswordSchema = z.object({ email });

export const resetPasswordSchema = z.object({
  email,
  code,
  password: newPassword,
});

export const verifyEmailRequestSchema = z.object({ email });

export const verifyEmailSchema = z.object({
  email,
  code,
});

export const confirmEmailSchema = z.object({
  code,
});

export const changePasswordSchema = withConfirmation({ currentPassword: z.string().min(1, M.currentPasswordRequired) });
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

// A new e-mail changes who can reset the password, so the current one is asked.
const currentPasswordForEmail = z.string().max(200).optional().default('');

/** A wallet account's signature over the text /api/me/email-proof gave it, for a first address. */
const walletSignature = z
  .string()
  .regex(/^0x[0-9a-fA-F]{130,2000}$/)
  .optional();

export const changeEmailSchema = z.object({ email, currentPassword: currentPasswordForEmail, walletSignature });
export const emailProofRequestSchema = z.object({ email });

export const basicProfileSchema = z.object({
  currentPassword: currentPasswordForEmail,
  walletSignature,
  firstName: required(M.firstNameRequired, 'First name'),
  lastName: required(M.lastNameRequired, 'Last name'),
  userName: required('User name is required', 'User name'),
  email,
  location: optionalMax('Location', 255).optional().default(''),
  bio: optionalMax('Bio', 500).optional().default(''),
});
export type BasicProfileInput = z.input<typeof basicProfileSchema>;

export const SOCIAL_FIELDS = ['twitter', 'instagram', 'facebook', 'discord', 'site'] as const;
export type SocialField = (typeof SOCIAL_FIELDS)[number];

export const socialsSchema = z.object(
  Object.fromEntries(SOCIAL_FIELDS.map((f) => [f, optionalMax('Social link', 200).optional().default('')])) as Record<
    SocialField,
    z.ZodDefault<z.ZodOptional<z.ZodString>>
  >,
);
export type SocialsInput = z.input<typeof socialsSchema>;

export const profileUpdateSchema = basicProfileSchema.extend(socialsSchema.shape);

export const accessRequestSchema = z.object({
  name: required('Name is required', 'Name'),
  socialLink: z.string().trim().min(3, M.socialLinkMin).max(1000, maxMessage('Social link', 1000)),
  email,
  reason: z.string().trim().min(10, 'Reason must be at least 10 characters').max(1000, maxMessage('Reason', 1000)),
});

/** drop-pages §3, §5: the reason is asked only in video mode. */
export function membershipApplicationSchema(videoMode: boolean) {
  return videoMode ? accessRequestSchema : accessRequestSchema.omit({ reason: true });
}

export type MembershipApplication = z.output<typeof accessRequestSchema> | z.output<ReturnType<typeof membershipApplicationSchema>>;

export const shippingSchema = z.object({
  first_name: z.string().trim().min(1, M.shippingFirstNameMin).max(256, maxMessage('First name', 256)),
  last_name: z.string().trim().min(1, 'Last name must be 1 characters at minimum').max(256, maxMessage('Last name', 256)),
  email,
  address: z.string().trim().min(1, M.addressRequired),
  zip_code: z.string().trim().min(1, M.zipCodeRequired),
  country: z.string().trim().min(1, M.countryRequired),
});

export const IMAGE_TYPES = ['image/png', 'image/jpeg'] as const;
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

/** platform-core §3 */
export function toPlatformProfile(input: Partial<z.output<typeof profileUpdateSchema>>): Record<string, string> {
  const out: Record<string, string> = {};
  const names: Record<string, string> = {
    firstName: 'firstname',
    lastName: 'lastname',
    userName: 'username',
    email: 'email',
    location: 'location',
    bio: 'bio',
    twitter: 'social_twitter',
    instagram: 'social_instagram',
    facebook: 'social_facebook',
    discord: 'social_discord',
    site: 'social_site',
  };
  for (const [key, value] of Object.entries(input)) if (names[key] && typeof value === 'string') out[names[key]] = value;
  return out;
}

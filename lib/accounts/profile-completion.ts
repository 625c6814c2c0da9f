import type { User } from '@/lib/accounts/types';
import { completeProfileDialog, profileCompletion, type CompletionInput } from './completion';

/** A platform user as the completion rule reads it. */
export function completionOf(user: User) {
  const input: CompletionInput = {
    username: user.username,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    emailVerified: user.emailVerified,
    social: user.social,
    hasAvatar: Boolean(user.avatar.original),
    hasBanner: Boolean(user.banner.original),
  };
  const level = profileCompletion(input);
  return { level, dialog: completeProfileDialog(level, input.hasAvatar) };
}

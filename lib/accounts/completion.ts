/** collections §4 */
export type CompletionLevel = 0 | 33 | 66 | 100;
export type ProfileDialog = 'basic' | 'socials' | 'avatar' | 'banner';

export type CompletionInput = {
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  emailVerified: boolean;
  social: { twitter: string; instagram: string; facebook: string; discord: string };
  hasAvatar: boolean;
  hasBanner: boolean;
};

export const COMPLETION_LABELS: Record<CompletionLevel, string> = { 0: 'New', 33: 'Standard', 66: 'Advanced', 100: 'Complete' };

export const COMPLETION_STEPS = ['Basic info', 'Social links', 'Profile and banner pictures'] as const;

export function profileCompletion(p: CompletionInput): CompletionLevel {
  const basic = Boolean(p.username && p.email && p.firstName && p.lastName && p.emailVerified);
  if (!basic) return 0;
  const social = [p.social.twitter, p.social.instagram, p.social.facebook, p.social.discord].some(Boolean);
  if (!social) return 33;
  return p.hasAvatar && p.hasBanner ? 100 : 66;
}

export function completeProfileDialog(level: CompletionLevel, hasAvatar: boolean): ProfileDialog | null {
  if (level === 100) return null;
  if (level === 0) return 'basic';
  if (level === 33) return 'socials';
  return hasAvatar ? 'banner' : 'avatar';
}

export function completedSteps(level: CompletionLevel): number {
  return ({ 0: 0, 33: 1, 66: 2, 100: 3 } as const)[level];
}

export function socialHref(value: string): string | null {
  return /^https?:\/\//i.test(value.trim()) ? value.trim() : null;
}

import type { ImageSet } from '@/lib/content/types';

export type UserSocial = { twitter: string; instagram: string; site: string; facebook: string; discord: string; clubhouse: string };

/** A platform user as the app sees it (platform-core §3). */
export type User = {
  key: string;
  firstName: string;
  lastName: string;
  username: string;
  displayName: string;
  email: string;
  role: 'user' | 'artist' | 'admin';
  avatar: ImageSet;
  banner: ImageSet;
  bio: string;
  created: string | null;
  social: UserSocial;
  location: string;
  nonceText: string | null;
  emailVerified: boolean;
  address: string | null;
  discordId: string | null;
};

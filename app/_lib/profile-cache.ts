import 'server-only';
import { revalidateTag } from 'next/cache';

/** A profile is cached under its key and its username (both are URLs of it): refresh both. */
export function revalidateProfile(userKey: string, username?: string) {
  revalidateTag(`user:${userKey}`, { expire: 0 });
  if (username) revalidateTag(`user:${username}`, { expire: 0 });
}

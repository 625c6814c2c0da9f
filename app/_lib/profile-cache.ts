import 'server-only';
import { revalidateTag } from 'next/cache';
import { tags } from '@/lib/platform/tags';

/** A profile is cached under its key and its username (both are URLs of it): refresh both. */
export function revalidateProfile(userKey: string, username?: string) {
  revalidateTag(tags.user(userKey), { expire: 0 });
  if (username) revalidateTag(tags.user(username), { expire: 0 });
}

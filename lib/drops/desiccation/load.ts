import 'server-only';
import { RELATED_ITEMS } from '@/lib/constants';
import { listDrops } from '@/lib/platform/content';
import type { Drop } from '@/lib/drops/types';

// An extra: a failed read leaves it empty.
export async function readArtistOtherDrops(drop: Drop): Promise<Drop[]> {
  if (!drop.artistKey) return [];
  const related = await listDrops({ artist: drop.artistKey, time: 'all', pageSize: RELATED_ITEMS + 1 }).catch(() => null);
  return (related?.items ?? []).filter((d) => d.key !== drop.key).slice(0, RELATED_ITEMS);
}

import 'server-only';
import { RELATED_ITEMS } from '@/lib/constants';
import { listDrops } from '@/lib/platform/content';
import { listAuctionBids } from '@/lib/platform/drops';
import { DESICCATION } from './config';
import type { Drop } from '@/lib/drops/types';

/** The artist's other drops for the page's strip: an extra, so a failed read leaves it empty. */
export async function readArtistOtherDrops(drop: Drop): Promise<Drop[]> {
  if (!drop.artistKey) return [];
  const related = await listDrops({ artist: drop.artistKey, time: 'all', pageSize: RELATED_ITEMS + 1 }).catch(() => null);
  return (related?.items ?? []).filter((d) => d.key !== drop.key).slice(0, RELATED_ITEMS);
}

/** Every bid of the ended auction fits one read (17 of them; a page would cut the history). */
const HISTORY_PAGE_SIZE = 50;

/** The ended Aquarium auction's bid history from the platform, or null when it could not be read (the page says so). */
export async function readEndedAuctionBids(contract: string | null) {
  if (!contract) return null;
  const { tokenId, salt } = DESICCATION.endedAuction;
  return listAuctionBids({ contract, tokenId, salt }, { pageSize: HISTORY_PAGE_SIZE }).catch(() => null);
}

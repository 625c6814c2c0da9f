import 'server-only';
import type { Paged } from '@/lib/content/types';

/** The platform may be unreachable at build: reads then give empty results, and the server refreshes these pages before /api/ready answers (lib/http/warm-up.ts). */
export const IS_BUILD = process.env.NEXT_PHASE === 'phase-production-build';

export async function orEmptyAtBuild<T>(read: Promise<T>, empty: T): Promise<T> {
  try {
    return await read;
  } catch (err) {
    if (IS_BUILD) {
      console.warn(`[build] the platform is unreachable: a page is prerendered empty and refreshed when the server starts (${(err as Error).message})`);
      return empty;
    }
    throw err;
  }
}

export const emptyPage = <T>(): Paged<T> => ({ currentPage: 1, totalPages: 0, hasNextPage: false, totalCount: 0, itemCount: 0, items: [] });

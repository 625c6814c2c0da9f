import 'server-only';
import type { Paged } from '@/lib/content/types';

/**
 * Public pages are cached (ISR) and may be prerendered by `next build`. The build must also work
 * where the platform cannot be reached (CI, an image built before the platform is up): there a
 * read gives an empty result instead of failing the build, and the server refreshes these pages
 * once it listens (lib/http/warm-up.ts, `WARM_PATHS`), answering `/api/ready` only then, so no
 * visitor routed by readiness sees the empty copy. At run time
 * a failed read fails as always (the friendly 503, or Next keeps serving the last good page).
 */
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

/** An empty list page, for `orEmptyAtBuild`. */
export const emptyPage = <T>(): Paged<T> => ({ currentPage: 1, totalPages: 0, hasNextPage: false, totalCount: 0, itemCount: 0, items: [] });

import type { Paged } from '@/lib/content/types';
import { NotFoundError } from './errors';

/**
 * Calls the contract declares as extensions (`x-extension` in platform-api.yaml: the spec names the
 * operation without a path, or not at all) may be missing on a platform that implements only the
 * spec. Its 404 hides the feature the call serves: an empty list, or nothing.
 */
export async function orEmptyWhenAbsent<T>(read: Promise<Paged<T>>): Promise<Paged<T>> {
  try {
    return await read;
  } catch (err) {
    if (err instanceof NotFoundError) return { currentPage: 1, totalPages: 0, hasNextPage: false, totalCount: 0, itemCount: 0, items: [] };
    throw err;
  }
}

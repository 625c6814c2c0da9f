import type { Paged } from '@/lib/content/types';
import { NotFoundError } from './errors';

/** For `x-extension` calls (platform-api.yaml), which a spec-only platform answers with 404. */
export async function orEmptyWhenAbsent<T>(read: Promise<Paged<T>>): Promise<Paged<T>> {
  try {
    return await read;
  } catch (err) {
    if (err instanceof NotFoundError) return { currentPage: 1, totalPages: 0, hasNextPage: false, totalCount: 0, itemCount: 0, items: [] };
    throw err;
  }
}

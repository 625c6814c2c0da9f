import 'server-only';
import { listPosts } from '@/lib/platform/content';
import { DEFAULT_POSTS_VIEW, postsPage } from './posts';
import type { PostNft } from '@/lib/drops/types';

/** null on a failed read: the grid retries in the browser. */
export async function readFirstPosts(): Promise<{ items: PostNft[]; total: number; hasNextPage: boolean } | null> {
  return listPosts(DEFAULT_POSTS_VIEW, postsPage(0)).then(
    (p) => ({ items: p.items, total: p.totalCount, hasNextPage: p.hasNextPage }),
    (err: Error) => (console.error('[platform] posts failed', err.message), null),
  );
}

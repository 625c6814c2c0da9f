import type { PostNft } from '@/lib/drops/types';
import { TRUNCATE } from '@/lib/constants';
import { truncate } from '@/lib/format/text';

// The Posts grid's view lives in the URL so it can be shared and the back button works (drop-pages §2–§9).
export const POST_TYPES = ['Image', 'Slideshow', 'Video'] as const;
export const POST_CATEGORIES = [
  'Animation',
  'Graffiti',
  'Illustration',
  'Miniature',
  'Mural',
  'Painting',
  'Repost',
  'Shill Post',
  'Shit Post',
  'Social',
  'VR',
] as const;
// §3 gives no list; ours is in docs/decisions.md.
export const POST_CONTENT_TAGS = [
  'Kanye West',
  'Donald Trump',
  'Elon Musk',
  'Kim Kardashian',
  'Drake',
  'Vladimir Putin',
  'Mark Zuckerberg',
  'Jeff Bezos',
  'Greta Thunberg',
  'Joe Biden',
  'Rihanna',
  'Pepe',
  'Doge',
  'Wojak',
  'Harambe',
  'Shrek',
  'Joker',
  'Nyan Cat',
  'Rick Astley',
  'Grumpy Cat',
] as const;
export const POST_SORTS = ['likes', 'comments', 'post_id'] as const;
export const POST_SORT_LABELS: Record<PostSort, string> = { likes: 'Likes', comments: 'Comments', post_id: 'Post ID' };

export type PostSort = (typeof POST_SORTS)[number];
export type SortOrder = 'asc' | 'desc';

export type PostsView = {
  sort: PostSort;
  order: SortOrder;
  type: (typeof POST_TYPES)[number] | null;
  category: (typeof POST_CATEGORIES)[number] | null;
  content: (typeof POST_CONTENT_TAGS)[number] | null;
};

export const DEFAULT_POSTS_VIEW: PostsView = { sort: 'likes', order: 'desc', type: null, category: null, content: null };

// §9
export const POSTS_FIRST_PAGE = 20;
export const POSTS_MORE = 10;
export const POSTS_SCROLL_THRESHOLD_PX = 600;
export const POSTS_SUPPLY = 4444;

const oneOf = <T extends string>(values: readonly T[], v: string | null): T | null =>
  v !== null && (values as readonly string[]).includes(v) ? (v as T) : null;

/** Unknown values fall back to the default, so a hand-edited link never breaks the grid. */
export function parsePostsView(query: URLSearchParams): PostsView {
  return {
    sort: oneOf(POST_SORTS, query.get('sort')) ?? DEFAULT_POSTS_VIEW.sort,
    order: oneOf(['asc', 'desc'] as const, query.get('order')) ?? DEFAULT_POSTS_VIEW.order,
    type: oneOf(POST_TYPES, query.get('type')),
    category: oneOf(POST_CATEGORIES, query.get('category')),
    content: oneOf(POST_CONTENT_TAGS, query.get('content')),
  };
}

/** Defaults are left out: the default view is the bare page URL. */
export function postsViewQuery(view: PostsView): string {
  const q = new URLSearchParams();
  if (view.sort !== DEFAULT_POSTS_VIEW.sort) q.set('sort', view.sort);
  if (view.order !== DEFAULT_POSTS_VIEW.order) q.set('order', view.order);
  if (view.type) q.set('type', view.type);
  if (view.category) q.set('category', view.category);
  if (view.content) q.set('content', view.content);
  const s = q.toString();
  return s ? `?${s}` : '';
}

export function samePostsView(a: PostsView, b: PostsView): boolean {
  return postsViewQuery(a) === postsViewQuery(b);
}

/** §7: the first load is 20, later ones pages of 10 after it (`loaded` 20 asks page 3 of 10). */
export function postsPage(loaded: number): { pageSize: number; pageIndex: number } {
  if (loaded < POSTS_FIRST_PAGE) return { pageSize: POSTS_FIRST_PAGE, pageIndex: 1 };
  return { pageSize: POSTS_MORE, pageIndex: Math.floor(loaded / POSTS_MORE) + 1 };
}

/** §7: exactly one sort_* parameter. */
export function postsPlatformQuery(view: PostsView, page: { pageSize: number; pageIndex: number }): Record<string, string | number> {
  const q: Record<string, string | number> = { pagesize: page.pageSize, pageindex: page.pageIndex, [`sort_${view.sort}`]: view.order };
  if (view.type) q.filter_type = view.type;
  if (view.category) q.filter_category = view.category;
  if (view.content) q.filter_content = view.content;
  return q;
}

// §3
export function postCardText(description: string): string {
  return truncate(description, TRUNCATE.postDescription);
}

export type PostImage = { src: string; srcSet?: string; sizes?: string; width?: number; height?: number };

export type PostCardData = PostNft & { image: PostImage | null };

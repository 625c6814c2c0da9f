import type { PostNft } from '@/lib/drops/types';
import { TRUNCATE } from '@/lib/constants';
import { truncate } from '@/lib/format/text';

/**
 * The Posts grid of the members' landing (drop-pages §2, §3, §4, §7, §9): 4,444 post NFTs, one sort
 * at a time, filtered by type, category and content tag, 20 at first and 10 more per load. The view
 * lives in the URL (`?sort=likes&order=desc&type=Video…`), so it is shared and the back button
 * works; this module is the one place that reads and writes it.
 */
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
/** The content tags (§3 gives "celebrity and meme names" without the list: ours, in docs/decisions.md). */
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

/** The grid's first view: the most liked first. */
export const DEFAULT_POSTS_VIEW: PostsView = { sort: 'likes', order: 'desc', type: null, category: null, content: null };

/** §9: the first load shows 20, each later one 10 more; the next load starts 600 px before the end. */
export const POSTS_FIRST_PAGE = 20;
export const POSTS_MORE = 10;
export const POSTS_SCROLL_THRESHOLD_PX = 600;
export const POSTS_SUPPLY = 4444;

const oneOf = <T extends string>(values: readonly T[], v: string | null): T | null =>
  v !== null && (values as readonly string[]).includes(v) ? (v as T) : null;

/** The view a URL's query asks for; anything unknown falls back to the default (a hand-edited link never breaks the grid). */
export function parsePostsView(query: URLSearchParams): PostsView {
  return {
    sort: oneOf(POST_SORTS, query.get('sort')) ?? DEFAULT_POSTS_VIEW.sort,
    order: oneOf(['asc', 'desc'] as const, query.get('order')) ?? DEFAULT_POSTS_VIEW.order,
    type: oneOf(POST_TYPES, query.get('type')),
    category: oneOf(POST_CATEGORIES, query.get('category')),
    content: oneOf(POST_CONTENT_TAGS, query.get('content')),
  };
}

/** The view as a URL query, without what is default: the default view is the bare page URL. */
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

/**
 * Which slice of the list a load asks the platform for (§7: pagesize, pageindex). The first load
 * is 20; later ones are pages of 10 after it, so `loaded` 20 asks page 3 of 10 (items 21–30).
 */
export function postsPage(loaded: number): { pageSize: number; pageIndex: number } {
  if (loaded < POSTS_FIRST_PAGE) return { pageSize: POSTS_FIRST_PAGE, pageIndex: 1 };
  return { pageSize: POSTS_MORE, pageIndex: Math.floor(loaded / POSTS_MORE) + 1 };
}

/** The platform's query for a view and a slice (§7): exactly one sort_* parameter, the filters that are set. */
export function postsPlatformQuery(view: PostsView, page: { pageSize: number; pageIndex: number }): Record<string, string | number> {
  const q: Record<string, string | number> = { pagesize: page.pageSize, pageindex: page.pageIndex, [`sort_${view.sort}`]: view.order };
  if (view.type) q.filter_type = view.type;
  if (view.category) q.filter_category = view.category;
  if (view.content) q.filter_content = view.content;
  return q;
}

/** §3: a post's description on its card, cut at 65 characters with an ellipsis. */
export function postCardText(description: string): string {
  return truncate(description, TRUNCATE.postDescription);
}

/** A post picture's <img> attributes: next/image's optimised, lazy sources (worked out on the server). */
export type PostImage = { src: string; srcSet?: string; sizes?: string; width?: number; height?: number };

/** A post as the grid shows it: the platform's fields and its picture's attributes. */
export type PostCardData = PostNft & { image: PostImage | null };

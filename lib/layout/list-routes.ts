/**
 * The paged list pages keep their public URLs (`/drops?past=2`, `/articles?page=3`, `/projects?page=2`), but a page
 * that reads its query string cannot be cached by Next. The middleware therefore rewrites them to
 * one cacheable page per number (`/lists/drops/2`), filled on first request and refreshed like the
 * detail pages; a direct visit to `/lists/…` is sent to the public URL.
 */
const LISTS = { drops: 'past', articles: 'page', projects: 'page' } as const;
type List = keyof typeof LISTS;
const MAX_PAGE = 10_000;

/** A list page number from a URL: a whole number 1..10000, anything else is page 1. */
export function pageNumber(raw: string | null | undefined): number {
  const n = Number(raw ?? '');
  return Number.isInteger(n) && n >= 1 && n <= MAX_PAGE ? n : 1;
}

/**
 * The page number of a `/lists/…/{page}` segment, or null when the segment is not one the rewrite
 * makes (`/lists/drops/anything`): such a page is a 404, never a cached copy of page 1.
 */
export function listPage(segment: string): number | null {
  const n = pageNumber(segment);
  return String(n) === segment ? n : null;
}

/** `/drops?past=2` → `/lists/drops/2`; null for any other path. */
export function listRewrite(pathname: string, search: URLSearchParams): string | null {
  const list = pathname.replace(/\/$/, '').slice(1) as List;
  if (!(list in LISTS) || pathname.split('/').length !== 2) return null;
  return `/lists/${list}/${pageNumber(search.get(LISTS[list]))}`;
}

/** The public URL of list page `n`. */
export function listHref(list: List, n: number): string {
  return n > 1 ? `/${list}?${LISTS[list]}=${n}` : `/${list}`;
}

/** A direct request for `/lists/drops/2` → `/drops?past=2`; null for any other path. */
export function listRedirect(pathname: string): string | null {
  const match = /^\/lists\/(drops|articles|projects)(?:\/(\d+))?\/?$/.exec(pathname);
  if (!match) return pathname.startsWith('/lists/') || pathname === '/lists' ? '/' : null;
  return listHref(match[1] as List, pageNumber(match[2] ?? '1'));
}

export type { List };

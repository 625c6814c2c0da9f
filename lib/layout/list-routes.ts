// A page that reads its query string cannot be cached by Next, so `/drops?past=2` is rewritten to `/lists/drops/2`.
const LISTS = { drops: 'past', articles: 'page', projects: 'page' } as const;
type List = keyof typeof LISTS;
const MAX_PAGE = 10_000;

export function pageNumber(raw: string | null | undefined): number {
  const n = Number(raw ?? '');
  return Number.isInteger(n) && n >= 1 && n <= MAX_PAGE ? n : 1;
}

/** Null (a 404) for a segment the rewrite never makes, so it is never a cached copy of page 1. */
export function listPage(segment: string): number | null {
  const n = pageNumber(segment);
  return String(n) === segment ? n : null;
}

export function listRewrite(pathname: string, search: URLSearchParams): string | null {
  const list = pathname.replace(/\/$/, '').slice(1) as List;
  if (!(list in LISTS) || pathname.split('/').length !== 2) return null;
  return `/lists/${list}/${pageNumber(search.get(LISTS[list]))}`;
}

export function listHref(list: List, n: number): string {
  return n > 1 ? `/${list}?${LISTS[list]}=${n}` : `/${list}`;
}

export function listRedirect(pathname: string): string | null {
  const match = /^\/lists\/(drops|articles|projects)(?:\/(\d+))?\/?$/.exec(pathname);
  if (!match) return pathname.startsWith('/lists/') || pathname === '/lists' ? '/' : null;
  return listHref(match[1] as List, pageNumber(match[2] ?? '1'));
}

export type { List };

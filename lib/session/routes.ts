// platform-core §2. NFT detail pages under /users/ stay public.
export const LOGIN_GATED_ROUTES = ['/logout', '/users/update', '/users/account', '/transaction'] as const;

const matches = (pathname: string, route: string) => pathname === route || pathname.startsWith(`${route}/`);

export const isLoginGated = (pathname: string) => LOGIN_GATED_ROUTES.some((r) => matches(pathname, r));

/** Same-origin paths only: no "//host" or "/\\host". */
export function safeNextPath(next: string | null | undefined, fallback = '/'): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return fallback;
  if (/[\u0000-\u001f]/.test(next)) return fallback;
  try {
    const url = new URL(next, 'http://same-origin.invalid');
    if (url.origin !== 'http://same-origin.invalid') return fallback;
    // URL resolves "/.//evil.com" to "//evil.com": check the normalised path again.
    if (url.pathname.startsWith('//') || url.pathname.startsWith('/\\')) return fallback;
    return url.pathname + url.search + url.hash;
  } catch {
    return fallback;
  }
}

/** Only signed-out visitors are sent: only the server's record knows whether a cookie still signs in. */
export function guardRedirect(input: { pathname: string; search: string; signedIn: boolean }): string | null {
  const { pathname, search, signedIn } = input;
  if (!signedIn && isLoginGated(pathname)) {
    if (matches(pathname, '/logout')) return '/login';
    return `/login?next=${encodeURIComponent(pathname + search)}`;
  }
  return null;
}

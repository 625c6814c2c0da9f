/** Route guards (platform-core §2): pure, so middleware.ts stays a thin adapter and this is unit-tested. */

/** Routes that need a signed-in user. NFT detail pages under /users/ stay public (docs/decisions.md). */
export const LOGIN_GATED_ROUTES = ['/logout', '/users/update', '/users/account', '/transaction'] as const;

const matches = (pathname: string, route: string) => pathname === route || pathname.startsWith(`${route}/`);

export const isLoginGated = (pathname: string) => LOGIN_GATED_ROUTES.some((r) => matches(pathname, r));

/**
 * The path to return to after login, accepted only when it is a same-origin path: it must start
 * with a single "/" and not be a protocol-relative ("//host") or backslash ("/\\host") URL.
 */
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

/**
 * Where middleware sends the request, or null to let it through. Only signed-out visitors are
 * sent (to login): whether a cookie still signs someone in is the server's record's to say, so the
 * guest-only pages send a signed-in visitor home themselves (app/_lib/session/guest-only.ts).
 */
export function guardRedirect(input: { pathname: string; search: string; signedIn: boolean }): string | null {
  const { pathname, search, signedIn } = input;
  if (!signedIn && isLoginGated(pathname)) {
    // Logging out when already signed out has nothing to come back to.
    if (matches(pathname, '/logout')) return '/login';
    return `/login?next=${encodeURIComponent(pathname + search)}`;
  }
  return null;
}

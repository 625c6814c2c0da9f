import { NextResponse, type NextRequest } from 'next/server';
import { unsealData } from 'iron-session';
import { parseServerEnv } from '@/lib/config/env-schema';
import { guardRedirect } from '@/lib/session/routes';
import { listRedirect, listRewrite } from '@/lib/layout/list-routes';

const LIST_REWRITE_HEADER = 'x-drp-list-page';
import { sessionCookieName, type SessionData } from '@/lib/session/options';

async function signedIn(req: NextRequest): Promise<boolean> {
  const { sessionPassword, secureCookies } = parseServerEnv(process.env);
  const sealed = req.cookies.get(sessionCookieName(secureCookies))?.value;
  if (!sealed) return false;
  try {
    const data = await unsealData<SessionData>(sealed, { password: sessionPassword });
    return Boolean(data.token);
  } catch {
    return false;
  }
}

// Still middleware.ts, which Next 16 deprecates for proxy.ts: it runs, and the rename is one `git mv` once the old name goes.
/** Rewrites the paged lists and sends signed-out visitors of the account pages to /login?next=…. */
export async function middleware(req: NextRequest) {
  const { pathname, searchParams } = req.nextUrl;
  // The paged lists: one cacheable page per number behind their public URLs.
  const rewrite = listRewrite(pathname, searchParams);
  if (rewrite) {
    // The rewritten request passes through here again: the header tells it from a direct visit.
    const headers = new Headers(req.headers);
    headers.set(LIST_REWRITE_HEADER, '1');
    // nextUrl keeps the server's own origin: a URL built from req.url (the public host) could be
    // taken for another site and proxied over HTTP instead of served in-process.
    const url = req.nextUrl.clone();
    url.pathname = rewrite;
    url.search = '';
    return NextResponse.rewrite(url, { request: { headers } });
  }
  const internal = req.headers.get(LIST_REWRITE_HEADER) ? null : listRedirect(pathname);
  if (internal) return NextResponse.redirect(new URL(internal, req.url), 308);
  if (pathname.startsWith('/lists/')) return NextResponse.next();
  const target = guardRedirect({ pathname: req.nextUrl.pathname, search: req.nextUrl.search, signedIn: await signedIn(req) });
  return target ? NextResponse.redirect(new URL(target, req.url)) : NextResponse.next();
}

export const config = {
  matcher: ['/drops', '/articles', '/projects', '/lists/:path*', '/logout', '/users/update/:path*', '/users/account/:path*', '/transaction/:path*'],
};

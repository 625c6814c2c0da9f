import { NextResponse, type NextRequest } from 'next/server';
import { unsealData } from 'iron-session';
import { parseServerEnv } from '@/lib/config/env-schema';
import { guardRedirect } from '@/lib/session/routes';
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

/** Sends signed-in users away from guest-only routes and signed-out users to /login?next=…. */
export async function middleware(req: NextRequest) {
  const target = guardRedirect({ pathname: req.nextUrl.pathname, search: req.nextUrl.search, signedIn: await signedIn(req) });
  return target ? NextResponse.redirect(new URL(target, req.url)) : NextResponse.next();
}

export const config = {
  matcher: ['/register', '/login', '/forgot-password', '/reset-password', '/logout', '/users/update/:path*', '/users/account/:path*', '/transaction/:path*'],
};

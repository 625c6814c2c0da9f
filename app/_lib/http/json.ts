import { NextResponse } from 'next/server';
import type { z } from 'zod';
import { publicConfig } from '@/lib/config/public';
import { readCapped } from '@/lib/http/read-capped';
import { PlatformError, UnauthorizedError, UpstreamError } from '@/lib/platform/errors';

export const MAX_JSON_BYTES = 16 * 1024;

export function jsonError(status: number, error: string): NextResponse {
  return NextResponse.json({ error }, { status, headers: { 'cache-control': 'private, no-store' } });
}

/** `passOn`: show the platform's `error` field where it gives one (platform-core §4); otherwise fixed texts by status. */
export type RefusalTexts = { default: string; passOn?: true } & Partial<Record<number, string>>;

export function shownServerError(text: string | null): string | null {
  const line = text?.replace(/\s+/g, ' ').trim() ?? '';
  return line.length > 0 && line.length <= 300 ? line : null;
}

const REFUSED: RefusalTexts = { default: 'The request was refused, please check it and try again.' };

export function errorResponse(err: unknown, texts: RefusalTexts = REFUSED): NextResponse {
  if (err instanceof UnauthorizedError) return jsonError(401, 'Unauthorized');
  if (err instanceof UpstreamError) return jsonError(503, err.message);
  if (err instanceof PlatformError) {
    const passed = texts.passOn ? shownServerError(err.serverError) : null;
    return jsonError(err.status, passed ?? texts[err.status] ?? texts.default);
  }
  console.error('[api]', err);
  return jsonError(500, 'Something went wrong, please try again.');
}

const SITE_ORIGIN = new URL(publicConfig.siteUrl).origin;

/** Same-origin only (ASVS V4.2.2): Sec-Fetch-Site, else Origin; neither is refused, as only scripts lack both. */
export function crossSiteRefusal(req: Request): NextResponse | null {
  const site = req.headers.get('sec-fetch-site');
  if (site) return site === 'same-origin' ? null : jsonError(403, 'Cross-site request refused');
  const origin = req.headers.get('origin');
  if (origin && (origin === SITE_ORIGIN || sameHost(origin, req.headers.get('host')))) return null;
  return jsonError(403, 'Cross-site request refused');
}

function sameHost(origin: string, host: string | null): boolean {
  try {
    return host !== null && new URL(origin).host === host;
  } catch {
    return false;
  }
}

/** null once past `max` bytes, whatever Content-Length claimed. */
export async function readBodyCapped(req: Request, max: number): Promise<string | null> {
  if (Number(req.headers.get('content-length') ?? 0) > max) return null;
  if (!req.body) return '';
  const bytes = await readCapped(req.body, max);
  return bytes === null ? null : bytes.toString('utf8');
}

type ReadOptions = {
  /** Only for bearer-authenticated routes (the revalidate hook). */
  allowCrossSite?: boolean;
};

export async function readJson<S extends z.ZodType>(
  req: Request,
  schema: S,
  options: ReadOptions = {},
): Promise<{ data: z.output<S> } | { response: NextResponse }> {
  if (!options.allowCrossSite) {
    const refused = crossSiteRefusal(req);
    if (refused) return { response: refused };
  }
  const type = (req.headers.get('content-type') ?? '').split(';')[0].trim().toLowerCase();
  if (type !== 'application/json') return { response: jsonError(415, 'The request body must be JSON (content-type: application/json)') };
  const text = await readBodyCapped(req, MAX_JSON_BYTES);
  if (text === null) return { response: jsonError(413, 'The request body is too large') };
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return { response: jsonError(400, 'The request body must be JSON') };
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) return { response: jsonError(400, parsed.error.issues[0]?.message ?? 'Invalid input') };
  return { data: parsed.data };
}

import { NextResponse } from 'next/server';
import type { z } from 'zod';
import { publicConfig } from '@/lib/config/public';
import { readCapped } from '@/lib/http/read-capped';
import { PlatformError, UnauthorizedError, UpstreamError } from '@/lib/platform/errors';

/** JSON bodies are small forms: anything larger is refused before it is read (413). */
export const MAX_JSON_BYTES = 16 * 1024;

/** The one shape of a route handler's failure: `{ error }` with the right status. */
export function jsonError(status: number, error: string): NextResponse {
  return NextResponse.json({ error }, { status, headers: { 'cache-control': 'private, no-store' } });
}

/**
 * What the browser is told when the platform refuses a route's request: with `passOn`, the `error`
 * field of the platform's answer where it gives one (platform-core §4: a form's error slot is filled
 * from it); otherwise, and where it gives none, the route's own fixed texts by status (the spec's
 * where it has them). Never the rest of the platform's body.
 */
export type RefusalTexts = { default: string; passOn?: true } & Partial<Record<number, string>>;

/** The platform's own words, as one line of plain text (React escapes it), or null for none worth showing. */
export function shownServerError(text: string | null): string | null {
  const line = text?.replace(/\s+/g, ' ').trim() ?? '';
  return line.length > 0 && line.length <= 300 ? line : null;
}

const REFUSED: RefusalTexts = { default: 'The request was refused, please check it and try again.' };

/**
 * Maps a thrown error to a JSON answer. A platform refusal (4xx) keeps its status with the route's
 * fixed text; an expired token is 401 "Unauthorized"; an unreachable platform is 503 with our text.
 */
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

/**
 * A state-changing request must come from our own pages (OWASP ASVS V4.2.2): the browser's
 * Sec-Fetch-Site says "same-origin", or, from a browser without it, Origin is this site. A request
 * with neither is refused too: every browser sends Origin with a POST, so only scripts lack both,
 * and they can send it. Answers 403, or null when the request may go on.
 */
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

/** The body as text, refusing (null) once it passes `max` bytes, whatever Content-Length claimed. */
export async function readBodyCapped(req: Request, max: number): Promise<string | null> {
  if (Number(req.headers.get('content-length') ?? 0) > max) return null;
  if (!req.body) return '';
  const bytes = await readCapped(req.body, max);
  return bytes === null ? null : bytes.toString('utf8');
}

type ReadOptions = {
  /** Only for a route authenticated by a bearer secret (the platform's revalidate hook). */
  allowCrossSite?: boolean;
};

/**
 * Reads a state-changing JSON request: same-origin (403), `content-type: application/json` (415),
 * at most MAX_JSON_BYTES (413), JSON (400), and valid by the schema (400 with its first message).
 */
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

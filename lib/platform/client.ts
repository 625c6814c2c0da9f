import type { z } from 'zod';
import { currentClientIp } from '@/lib/http/request-context';
import { NotFoundError, RequestRejectedError, UnauthorizedError, UpstreamError } from './errors';

export type PlatformClientOptions = {
  baseUrl: string;
  timeoutMs: number;
  fetch?: typeof fetch;
};

export type RequestOptions<S extends z.ZodType> = {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Record<string, string | number | boolean | undefined | null>;
  body?: unknown;
  token?: string | null;
  schema: S;
  tags?: string[];
  revalidate?: number;
  /** Never cached: the answer changes with the visitor's own actions. */
  fresh?: boolean;
};

export const DEFAULT_REVALIDATE_SECONDS = 60;

/** Only the typed errors of ./errors escape. */
export function createPlatformClient({ baseUrl, timeoutMs, fetch: doFetch = fetch }: PlatformClientOptions) {
  return async function request<S extends z.ZodType>(path: string, opts: RequestOptions<S>): Promise<z.output<S>> {
    const method = opts.method ?? 'GET';
    const url = new URL(baseUrl.replace(/\/$/, '') + path);
    for (const [k, v] of Object.entries(opts.query ?? {})) {
      if (v !== undefined && v !== null && v !== '') url.searchParams.set(k, String(v));
    }
    const headers: Record<string, string> = { accept: 'application/json' };
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    let body: BodyInit | undefined;
    if (opts.body instanceof FormData) body = opts.body;
    else if (opts.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(opts.body);
    }
    const cacheable = method === 'GET' && !opts.token && !opts.fresh;
    // Not on cached reads: shared by every visitor, and headers are part of Next's fetch cache key.
    const clientIp = cacheable ? undefined : currentClientIp();
    if (clientIp) headers['x-forwarded-for'] = clientIp;
    const init: RequestInit & { next?: { revalidate?: number; tags?: string[] } } = {
      method,
      headers,
      body,
      signal: AbortSignal.timeout(timeoutMs),
      ...(cacheable ? { next: { revalidate: opts.revalidate ?? DEFAULT_REVALIDATE_SECONDS, tags: opts.tags } } : { cache: 'no-store' as const }),
    };

    let res: Response;
    try {
      res = await doFetch(url, init);
    } catch (err) {
      // AbortSignal.timeout's DOMException is not always `instanceof Error`.
      const timedOut = (err as { name?: string } | null)?.name === 'TimeoutError';
      const message = timedOut ? `The platform timed out after ${timeoutMs} ms` : 'The platform is unreachable';
      console.error(`[platform] ${method} ${path}: ${message}`, (err as Error | null)?.message ?? err);
      throw new UpstreamError(message);
    }
    const raw = await res.text();
    if (!res.ok) {
      const refusal = refusalOf(raw);
      const message = refusal.message ?? res.statusText;
      const serverError = refusal.error;
      // A 401 to a sign-in (no token) is a refusal, not an expired token.
      if (opts.token && (res.status === 401 || raw.trim() === 'Unauthorized')) throw new UnauthorizedError();
      if (res.status === 404) throw new NotFoundError(message, serverError);
      if (res.status >= 400 && res.status < 500) throw new RequestRejectedError(message, res.status, serverError);
      console.error(`[platform] ${method} ${path}: ${res.status} ${raw.slice(0, 200)}`);
      throw new UpstreamError();
    }
    let json: unknown;
    try {
      json = raw ? JSON.parse(raw) : null;
    } catch {
      throw new UpstreamError('The platform answered with something other than JSON');
    }
    const parsed = opts.schema.safeParse(json);
    if (!parsed.success) {
      console.error(`[platform] ${method} ${path}: unexpected response`, parsed.error.issues.slice(0, 3));
      throw new UpstreamError('The platform answered in an unexpected shape');
    }
    return parsed.data;
  };
}

function refusalOf(raw: string): { error: string | null; message: string | null } {
  let body: { error?: unknown; message?: unknown } = {};
  try {
    body = (JSON.parse(raw) as typeof body | null) ?? {};
  } catch {
    // not JSON
  }
  const error = typeof body.error === 'string' ? body.error : null;
  const message = error ?? (typeof body.message === 'string' ? body.message : null) ?? (raw.trim() || null);
  return { error, message };
}

export type PlatformRequest = ReturnType<typeof createPlatformClient>;

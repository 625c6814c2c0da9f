import type { z } from 'zod';
import { currentClientIp } from '@/lib/http/request-context';
import { NotFoundError, RequestRejectedError, UnauthorizedError, UpstreamError } from './errors';

/** A platform answer as a cache keeps it: a success or a 404 (whatever else is thrown and never kept). */
export type KeptAnswer = { status: number; text: string };

/** Keeps a shared read's answer for `revalidate` seconds under `tags`, asking `load` on a miss or when stale. */
export type ReadThrough = (key: { url: string; revalidate: number; tags: string[] }, load: () => Promise<KeptAnswer>) => Promise<KeptAnswer>;

export type PlatformClientOptions = {
  baseUrl: string;
  timeoutMs: number;
  fetch?: typeof fetch;
  /** Where shared reads are kept (Next's data cache in the app); none: every read asks the platform. */
  readThrough?: ReadThrough;
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
export function createPlatformClient({ baseUrl, timeoutMs, fetch: doFetch = fetch, readThrough = (_key, load) => load() }: PlatformClientOptions) {
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
    // Every call carries the visitor it is made for (a shared read: the one whose request missed the cache), so the platform can limit by visitor.
    const clientIp = currentClientIp();
    if (clientIp) headers['x-forwarded-for'] = clientIp;

    const send = async (): Promise<KeptAnswer> => {
      let res: Response;
      try {
        res = await doFetch(url, { method, headers, body, signal: AbortSignal.timeout(timeoutMs), cache: 'no-store' });
      } catch (err) {
        // AbortSignal.timeout's DOMException is not always `instanceof Error`.
        const timedOut = (err as { name?: string } | null)?.name === 'TimeoutError';
        const message = timedOut ? `The platform timed out after ${timeoutMs} ms` : 'The platform is unreachable';
        console.error(`[platform] ${method} ${path}: ${message}`, (err as Error | null)?.message ?? err);
        throw new UpstreamError(message);
      }
      return { status: res.status, text: await res.text() };
    };
    // A shared read keeps a success in the expected shape and a 404 (a missing key asked again costs no call); nothing else is kept.
    const keptOrThrown = async (): Promise<KeptAnswer> => {
      const answer = await send();
      const json = answer.status === 200 ? parseJson(answer.text) : NOT_JSON;
      if (answer.status === 404 || (json !== NOT_JSON && opts.schema.safeParse(json).success)) return answer;
      throw new NotKept(answer);
    };
    const { status, text: raw } = cacheable
      ? await readThrough({ url: url.toString(), revalidate: opts.revalidate ?? DEFAULT_REVALIDATE_SECONDS, tags: opts.tags ?? [] }, keptOrThrown).catch(
          (err: unknown) => {
            if (err instanceof NotKept) return err.answer;
            throw err;
          },
        )
      : await send();
    if (status < 200 || status >= 300) {
      const refusal = refusalOf(raw);
      const message = refusal.message ?? `The platform answered ${status}`;
      const serverError = refusal.error;
      // A 401 to a sign-in (no token) is a refusal, not an expired token.
      if (opts.token && (status === 401 || raw.trim() === 'Unauthorized')) throw new UnauthorizedError();
      if (status === 404) throw new NotFoundError(message, serverError);
      if (status >= 400 && status < 500) throw new RequestRejectedError(message, status, serverError);
      console.error(`[platform] ${method} ${path}: ${status} ${raw.slice(0, 200)}`);
      throw new UpstreamError();
    }
    const json = parseJson(raw);
    if (json === NOT_JSON) throw new UpstreamError('The platform answered with something other than JSON');
    const parsed = opts.schema.safeParse(json);
    if (!parsed.success) {
      console.error(`[platform] ${method} ${path}: unexpected response`, parsed.error.issues.slice(0, 3));
      throw new UpstreamError('The platform answered in an unexpected shape');
    }
    return parsed.data;
  };
}

const NOT_JSON = Symbol('not JSON');

function parseJson(raw: string): unknown {
  try {
    return raw ? JSON.parse(raw) : null;
  } catch {
    return NOT_JSON;
  }
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

/** An answer a cache must not keep, carried out of it to be read as usual. */
class NotKept extends Error {
  constructor(readonly answer: KeptAnswer) {
    super(`platform answered ${answer.status}`);
  }
}

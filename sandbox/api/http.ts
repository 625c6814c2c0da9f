import type { IncomingMessage, ServerResponse } from 'node:http';

export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export type Query = URLSearchParams;

export type Ctx = {
  req: IncomingMessage;
  res: ServerResponse;
  params: Record<string, string>;
  query: Query;
  /** Raw request body (read once for every request with one). */
  body: Buffer;
  /** Parsed JSON body, or {} when the body is empty or not JSON. */
  json: Record<string, unknown>;
  baseUrl: string;
};

export type Handler = (ctx: Ctx) => Promise<unknown>;

type Route = { method: string; pattern: RegExp; keys: string[]; handler: Handler };

export class Router {
  private routes: Route[] = [];

  on(method: string, path: string, handler: Handler): this {
    const keys: string[] = [];
    const pattern = new RegExp('^' + path.replace(/\/$/, '').replace(/:([a-zA-Z_]+)/g, (_, k: string) => (keys.push(k), '([^/]+)')) + '/?$');
    this.routes.push({ method, pattern, keys, handler });
    return this;
  }

  match(method: string, pathname: string): { handler: Handler; params: Record<string, string> } | 'method' | null {
    let pathMatched = false;
    for (const r of this.routes) {
      const m = r.pattern.exec(pathname);
      if (!m) continue;
      pathMatched = true;
      if (r.method !== method) continue;
      const params: Record<string, string> = {};
      r.keys.forEach((k, i) => (params[k] = decodeURIComponent(m[i + 1])));
      return { handler: r.handler, params };
    }
    return pathMatched ? 'method' : null;
  }
}

/** Reads a string field of the JSON body, trimmed; '' when absent. */
export function str(json: Record<string, unknown>, ...names: string[]): string {
  for (const n of names) {
    const v = json[n];
    if (typeof v === 'string') return v.trim();
  }
  return '';
}

export function pageParams(query: Query, defaultSize = 10): { size: number; index: number } {
  const size = Math.min(Math.max(Number(query.get('pagesize')) || defaultSize, 1), 200);
  const index = Math.max(Number(query.get('pageindex')) || 1, 1);
  return { size, index };
}

export function paged<T>(items: T[], total: number, size: number, index: number) {
  const totalPages = Math.max(Math.ceil(total / size), 1);
  return {
    current_page: index,
    total_pages: totalPages,
    has_next_page: index < totalPages,
    total_count: total,
    item_count: items.length,
    items,
  };
}

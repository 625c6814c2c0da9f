import { createServer, type Server } from 'node:http';
import type { Db } from '../db/db';
import { HttpError, Router, type Ctx } from './http';
import { contentRoutes } from './routes/content';
import { dropRoutes } from './routes/drops';
import { controlRoutes, type ControlDeps, type Outage } from './routes/control';
import { mailingListRoutes } from './routes/mailing-list';
import { userRoutes } from './routes/users';
import { whitelistRoutes } from './routes/whitelists';
import { postRoutes } from './routes/posts';
import { ownedRoutes } from './routes/owned';
import { layersRoutes } from './routes/layers';
import { synthiaRoutes } from './routes/synthia';
import { discordRoutes } from './routes/discord';
import type { Holdings } from '../holdings';
import { isExtension, isPlatformPath, responseSchema, withoutExtensionFields, type ContractGuard } from './contract';

const MAX_BODY_BYTES = 6 * 1024 * 1024;
const REQUEST_LOG_SIZE = 200;

export type RequestLog = Array<{ method: string; path: string; forwardedFor: string | null; at: string }>;

export type ApiOptions = {
  db: Db;
  /** The address the API is reached at, for absolute image URLs. */
  baseUrl: string;
  /** The site's address, for links in e-mails. */
  siteUrl: string;
  contracts: ControlDeps['contracts'];
  resetChain: ControlDeps['resetChain'];
  chainClock: ControlDeps['chainClock'];
  pauseChain?: ControlDeps['pauseChain'];
  restartIndexing?: ControlDeps['restartIndexing'];
  /** Who holds what on the devnet (owned items, asset metadata); none without a devnet (unit tests). */
  holdings?: Holdings;
  /** The devnet's RPC, for the routes that read it (layers); none in unit tests. */
  rpcUrl?: string;
  log?: boolean;
  /** The platform contract's guard: requests and answers outside lib/platform/platform-api.yaml fail loudly. */
  contract?: ContractGuard;
};

export function createApiServer(opts: ApiOptions): Server {
  const router = new Router();
  contentRoutes(router, opts.db, opts.holdings ?? null);
  userRoutes(router, opts.db, opts.siteUrl);
  mailingListRoutes(router, opts.db);
  dropRoutes(router, opts.db);
  postRoutes(router, opts.db);
  whitelistRoutes(router, opts.db);
  ownedRoutes(router, opts.db, opts.holdings ?? null);
  layersRoutes(router, opts.db, opts.rpcUrl ?? null);
  synthiaRoutes(router, opts.db, opts.rpcUrl ?? null);
  discordRoutes(router, opts.db);
  const outage: Outage = { on: false, mode: 'unavailable', delayMs: 6000 };
  // The last platform calls (not the sandbox's own routes), so a test can see what the site sent.
  const requests: RequestLog = [];
  // While off, every declared extension answers 404 and no answer carries an extension field, as a
  // platform that implements only the spec's calls.
  const extensions = { off: false };
  router.on('POST', '/__sandbox/extensions', async ({ json }) => {
    extensions.off = json.off === true;
    return { off: extensions.off };
  });
  // The contract's record of the run (every call and every call outside it), for the e2e suite's last test.
  router.on('GET', '/__sandbox/contract', async () => ({
    enforced: Boolean(opts.contract),
    calls: [...(opts.contract?.record.calls.values() ?? [])],
    violations: opts.contract?.record.violations ?? [],
  }));
  controlRoutes(router, {
    db: opts.db,
    contracts: opts.contracts,
    resetChain: opts.resetChain,
    chainClock: opts.chainClock,
    pauseChain: opts.pauseChain ?? (() => undefined),
    restartIndexing: opts.restartIndexing,
    outage,
    requests,
  });

  // PGlite runs one query at a time; serialising requests keeps multi-statement handlers consistent.
  let queue: Promise<unknown> = Promise.resolve();

  return createServer((req, res) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (c: Buffer) => {
      size += c.length;
      if (size <= MAX_BODY_BYTES) chunks.push(c);
    });
    req.on('end', async () => {
      // A slow platform is slow for each caller, not a queue that stalls every other request.
      if (outage.on && outage.mode === 'slow' && !(req.url ?? '').startsWith('/__sandbox/'))
        await new Promise((resolve) => setTimeout(resolve, outage.delayMs));
      queue = queue.then(async () => {
        const started = Date.now();
        const url = new URL(req.url ?? '/', opts.baseUrl);
        if (!url.pathname.startsWith('/__sandbox/')) {
          requests.unshift({
            method: req.method ?? 'GET',
            path: url.pathname,
            forwardedFor: (req.headers['x-forwarded-for'] as string | undefined) ?? null,
            at: new Date().toISOString(),
          });
          requests.length = Math.min(requests.length, REQUEST_LOG_SIZE);
        }
        try {
          if (size > MAX_BODY_BYTES) throw new HttpError(413, 'Request body too large');
          if (outage.on && !url.pathname.startsWith('/__sandbox/')) {
            if (outage.mode === 'down') {
              req.socket.destroy();
              return;
            }
            if (outage.mode === 'malformed') {
              res.writeHead(200, { 'content-type': 'application/json' });
              res.end('{"items": [ {"key": ');
              return;
            }
            if (outage.mode !== 'slow')
              throw new HttpError(outage.mode === 'error' ? 500 : 503, outage.mode === 'error' ? 'Internal server error' : 'Service unavailable');
          }
          const body = Buffer.concat(chunks);
          let json: Record<string, unknown> = {};
          if (body.length && (req.headers['content-type'] ?? '').includes('json')) {
            try {
              json = JSON.parse(body.toString('utf8'));
            } catch {
              throw new HttpError(400, 'Body is not valid JSON');
            }
          }
          const isJson = (req.headers['content-type'] ?? '').includes('json');
          const checked =
            opts.contract && isPlatformPath(url.pathname)
              ? opts.contract.checkRequest({ method: req.method ?? 'GET', path: url.pathname, query: url.searchParams, headers: req.headers, json, isJson })
              : null;
          if (checked && 'problem' in checked) {
            console.error(
              checked.status === 401
                ? `[sandbox api] CREDENTIAL: ${req.method} ${url.pathname} without the credential its operation requires (refused)`
                : `[sandbox api] CONTRACT: ${checked.problem}`,
            );
            throw new HttpError(checked.status, checked.problem);
          }
          if (extensions.off && checked && isExtension(checked.operation)) throw new HttpError(404, 'Not found');
          // After the contract's check: a call outside it is recorded even where the stand-in has no route.
          const match = router.match(req.method ?? 'GET', url.pathname);
          if (match === null) throw new HttpError(404, 'Not found');
          if (match === 'method') throw new HttpError(405, 'Method not allowed');
          const ctx: Ctx = { req, res, params: match.params, query: url.searchParams, body, json, baseUrl: opts.baseUrl };
          const answer = await match.handler(ctx);
          // While off, the answer carries no declared extension field either (the marketplace figures, …).
          const result = extensions.off && checked ? withoutExtensionFields(responseSchema(checked.operation, res.statusCode || 200), answer) : answer;
          if (!res.headersSent) {
            const status = res.statusCode || 200;
            // What the stand-in answers is checked too: a field the contract requires, of its type.
            const problem =
              checked && status < 300 ? opts.contract!.checkResponse(checked.operation, status, JSON.parse(JSON.stringify(result ?? null))) : null;
            if (problem) {
              console.error(`[sandbox api] CONTRACT: ${problem}`);
              throw new HttpError(500, problem);
            }
            res.writeHead(status, { 'content-type': 'application/json' });
            res.end(JSON.stringify(result));
          }
        } catch (err) {
          const status = err instanceof HttpError ? err.status : 500;
          if (status === 500 && !(err as Error).message.startsWith('response outside the contract')) console.error('[sandbox api]', err);
          if (!res.headersSent) {
            // The platform answers a bad or expired token with the bare text "Unauthorized".
            if (status === 401 && (err as Error).message === 'Unauthorized') {
              res.writeHead(401, { 'content-type': 'text/plain' });
              res.end('Unauthorized');
            } else {
              res.writeHead(status, { 'content-type': 'application/json' });
              const contractProblem = (err as Error).message.startsWith('response outside the contract');
              res.end(JSON.stringify({ error: status === 500 && !contractProblem ? 'Internal server error' : (err as Error).message }));
            }
          }
        }
        if (opts.log) console.log(`[sandbox api] ${req.method} ${url.pathname}${url.search} ${res.statusCode} ${Date.now() - started}ms`);
      });
    });
  });
}

/**
 * `npm start`: the production server — Next's request handler behind a plain node:http server.
 *
 * It exists for one thing `next start` cannot do: when a page fails because the platform API is
 * unavailable (and Next has no cached copy to serve), the friendly error page must answer
 * 503 Service Unavailable with Retry-After, not 500. Every request runs in an AsyncLocalStorage
 * context; `lib/http/request-context.ts` marks it when the platform client fails upstream, and
 * a 500 of a marked request is sent as 503. Everything else is Next's own handling, unchanged.
 *
 * It also names the client: `x-drp-client-ip` (the rate limits' key, and the X-Forwarded-For the
 * platform client sends on) is the socket's address, or with TRUSTED_PROXY_HOPS=N the address the
 * N-th proxy from here appended to X-Forwarded-For. A client's own `x-drp-client-ip` is dropped.
 *
 * Environment (from the real environment: they are read before Next loads .env files): PORT (3000),
 * BIND_HOST (0.0.0.0) and TRUSTED_PROXY_HOPS (0). Not HOSTNAME, which Docker and Kubernetes set to
 * the container's name.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

process.env.NODE_ENV = 'production';
const { default: next } = await import('next');

const REQUEST_CONTEXT = Symbol.for('drp.request-context');
const RETRY_AFTER_SECONDS = '30';

const port = Number(process.env.PORT || 3000);
const hostname = process.env.BIND_HOST || '0.0.0.0';
const dir = path.dirname(fileURLToPath(import.meta.url));
const trustedProxyHops = Number(process.env.TRUSTED_PROXY_HOPS || 0);
if (!Number.isInteger(trustedProxyHops) || trustedProxyHops < 0) {
  console.error(`TRUSTED_PROXY_HOPS must be a whole number of proxies, got "${process.env.TRUSTED_PROXY_HOPS}"`);
  process.exit(1);
}
const CLIENT_IP_HEADER = 'x-drp-client-ip';

/** The client's address: only the entries our own proxies appended to X-Forwarded-For are trusted. */
function clientAddress(req) {
  const socket = (req.socket.remoteAddress ?? 'unknown').replace(/^::ffff:/, '');
  if (trustedProxyHops === 0) return socket;
  const forwarded = String(req.headers['x-forwarded-for'] ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  return forwarded[forwarded.length - trustedProxyHops] ?? socket;
}

/** @type {AsyncLocalStorage<{ platformUnavailable: boolean, clientIp: string }>} */
const requestContext = new AsyncLocalStorage();
globalThis[REQUEST_CONTEXT] = requestContext;

const app = next({ dev: false, dir, hostname, port });
const handle = app.getRequestHandler();
await app.prepare();

const server = createServer((req, res) => {
  const clientIp = clientAddress(req);
  req.headers[CLIENT_IP_HEADER] = clientIp;
  const context = { platformUnavailable: false, clientIp };
  const writeHead = res.writeHead;
  // Node sends implicit headers through writeHead too, so this sees every status the response gets.
  res.writeHead = function (statusCode, ...rest) {
    if (statusCode === 500 && context.platformUnavailable) {
      res.statusMessage = 'Service Unavailable';
      res.setHeader('retry-after', RETRY_AFTER_SECONDS);
      const [first, ...others] = rest;
      // writeHead(status, reasonPhrase, headers) — replace Next's "Internal Server Error" phrase.
      return writeHead.call(this, 503, ...(typeof first === 'string' ? ['Service Unavailable', ...others] : rest));
    }
    return writeHead.call(this, statusCode, ...rest);
  };
  requestContext.run(context, () => handle(req, res));
});

server.listen(port, hostname, () => {
  console.log(`▲ drop site ready on http://${hostname === '0.0.0.0' ? 'localhost' : hostname}:${port}`);
});

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    server.close(() => process.exit(0));
    setTimeout(() => process.exit(0), 2000).unref();
  });
}

/**
 * `npm start`: the production server — Next's request handler behind a plain node:http server.
 * It does three things neither Next nor a reverse proxy can, and nothing else:
 *
 * The Content-Security-Policy of each page: a cached page lists the hashes of its inline scripts
 * (computed once per ETag; a nonce would make every page per request), a page rendered per request
 * streams under a nonce Next puts on its scripts (lib/http/security-headers.mjs).
 *
 * The 503: when a page fails because the platform API is
 * unavailable (and Next has no cached copy to serve), the friendly error page must answer
 * 503 Service Unavailable with Retry-After, not 500. Every request runs in an AsyncLocalStorage
 * context; `lib/http/request-context.ts` marks it when the platform client fails upstream, and
 * a 500 of a marked request is sent as 503. Everything else is Next's own handling, unchanged.
 *
 * It also names the client: `x-drp-client-ip` (the rate limits' key, and the X-Forwarded-For the
 * platform client sends on) is the socket's address, or with TRUSTED_PROXY_HOPS=N the address the
 * N-th proxy from here appended to X-Forwarded-For. Every `x-drp-*` header a client sends is dropped.
 *
 * Every answer is compressed here, after the hashing: a cached page once per ETag (Next's own
 * compression is off, it would hide the HTML from the hashing).
 *
 * A stalled client is dropped, and connections past MAX_CONNECTIONS (4096) are closed (lib/http/timeouts.mjs).
 *
 * Environment (from the real environment: they are read before Next loads .env files): PORT (3000),
 * BIND_HOST (0.0.0.0), TRUSTED_PROXY_HOPS (0) and MAX_CONNECTIONS (4096). Not HOSTNAME, which Docker and Kubernetes set to
 * the container's name.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { createServer } from 'node:http';
import compression from 'compression';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { normalizeAddress } from './lib/http/client-address.mjs';
import { acceptedEncoding, encode, staticCompression } from './lib/http/static-compression.mjs';
import { capConnections, serverTimeouts } from './lib/http/timeouts.mjs';
import {
  baseHeaders,
  cspSources,
  inlineScriptHashes,
  isPerRequestPage,
  newNonceSource,
  openerPolicy,
  pagePolicy,
  RESOURCE_POLICY,
  resourcePolicy,
  streamedScriptSources,
  withoutNonces,
} from './lib/http/security-headers.mjs';

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
  const socket = normalizeAddress(req.socket.remoteAddress ?? 'unknown');
  if (trustedProxyHops === 0) return socket;
  const forwarded = String(req.headers['x-forwarded-for'] ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const entry = forwarded[forwarded.length - trustedProxyHops];
  return entry ? normalizeAddress(entry) : socket;
}

/** @type {AsyncLocalStorage<{ platformUnavailable: boolean, clientIp: string }>} */
const requestContext = new AsyncLocalStorage();
globalThis[REQUEST_CONTEXT] = requestContext;

// No hostname: Next then takes the request's own host as this server's origin, so a middleware rewrite
// to a path of this site is served in-process whatever name the visitor used (not proxied over HTTP).
const app = next({ dev: false, dir, port });
const handle = app.getRequestHandler();
await app.prepare();

// After prepare(): Next has loaded the .env files into process.env.
const strict = process.env.NODE_ENV === 'production' && process.env.SANDBOX !== '1';
const BASE_HEADERS = Object.entries(baseHeaders({ strict }));
const CSP_SOURCES = cspSources(process.env);
const serveStatic = staticCompression(path.join(dir, process.env.NEXT_DIST_DIR || '.next', 'static'));
const MIN_COMPRESSED = 1024;
const compress = compression({ threshold: MIN_COMPRESSED });

/**
 * A cached page (Next gives it an ETag) is the same bytes on every hit: its policy is computed once
 * per ETag. Bounded: the oldest entries go first.
 */
const PER_ETAG_MAX = 500;
const pagePolicies = new Map();
const pageBodies = new Map();

/** What `make` gives for `key`, kept while among the last PER_ETAG_MAX kept in `map`; a null key is not kept. */
function perEtag(map, key, make) {
  if (key === null) return make();
  if (!map.has(key)) {
    map.set(key, make());
    if (map.size > PER_ETAG_MAX) map.delete(map.keys().next().value);
  }
  return map.get(key);
}

const policyOf = (html, etag) => perEtag(pagePolicies, etag, () => pagePolicy({ scriptHashes: inlineScriptHashes(html), sources: CSP_SOURCES, strict }));

/** The page in `encoding`, or null if it could not be compressed (then it is sent as it is). */
const encodedPage = (body, encoding, etag) => perEtag(pageBodies, etag && `${encoding} ${etag}`, () => encode(body, encoding).catch(() => null));

/**
 * Holds a cached page's HTML until it is complete, then sends it as Next wrote it, with a
 * Content-Security-Policy that lists the hash of each of its inline scripts. A page rendered for
 * this request alone streams, under a policy with the request's nonce. Other responses pass
 * through untouched.
 */
function withPagePolicy(req, res, nonceSource) {
  const { write, end, flushHeaders, writeHead } = res;
  let html = null;
  let releasing = false;
  const chunks = [];
  // Next sends some responses (cached pages among them) with an explicit writeHead(status, headers):
  // take its headers onto the response and hold the head too, until the body is complete.
  res.writeHead = function (statusCode, reason, headers) {
    // A 304 refreshes the headers of the browser's cached copy: it must not replace that page's
    // policy (the one listing its scripts) with the resource policy.
    if (statusCode === 304) this.removeHeader('content-security-policy');
    if (releasing || html === false || req.method === 'HEAD') return writeHead.apply(this, arguments);
    const fields = typeof reason === 'object' ? reason : headers;
    if (Array.isArray(fields)) return writeHead.apply(this, arguments);
    for (const [name, value] of Object.entries(fields ?? {})) this.setHeader(name, value);
    this.statusCode = statusCode;
    if (typeof reason === 'string') this.statusMessage = reason;
    if (holding()) return this;
    return writeHead.call(this, statusCode, ...(typeof reason === 'string' ? [reason] : []));
  };
  const holding = () => {
    if (html === null && !res.headersSent && /^text\/html/i.test(String(res.getHeader('content-type') ?? ''))) {
      // A page rendered for this request alone streams under the nonce Next was given.
      if (isPerRequestPage(res.getHeader('cache-control'))) {
        res.setHeader('content-security-policy', pagePolicy({ scriptHashes: streamedScriptSources(nonceSource), sources: CSP_SOURCES, strict }));
        // And nginx passes each part on as it comes (deploy/nginx.conf buffers cached answers only).
        res.setHeader('x-accel-buffering', 'no');
        html = false;
      }
    }
    // A HEAD has no body to hash (its headers keep Next's length); a 304 has none either.
    html ??= req.method !== 'HEAD' && res.statusCode !== 304 && !res.headersSent && /^text\/html/i.test(String(res.getHeader('content-type') ?? ''));
    return html && !releasing;
  };
  const toBuffer = (chunk, encoding) =>
    chunk instanceof Uint8Array
      ? Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength)
      : Buffer.from(String(chunk), typeof encoding === 'string' ? encoding : 'utf8');
  res.flushHeaders = function () {
    if (!holding()) flushHeaders.call(this);
  };
  res.write = function (chunk, encoding, callback) {
    if (!holding()) return write.apply(this, arguments);
    chunks.push(toBuffer(chunk, encoding));
    const done = typeof encoding === 'function' ? encoding : callback;
    if (done) process.nextTick(done);
    return true;
  };
  res.end = function (chunk, encoding, callback) {
    if (typeof chunk === 'function') [chunk, encoding, callback] = [undefined, undefined, chunk];
    else if (typeof encoding === 'function') [encoding, callback] = [undefined, encoding];
    if (!holding()) return end.call(this, chunk, encoding, callback);
    if (chunk) chunks.push(toBuffer(chunk, encoding));
    const etag = res.statusCode === 200 && res.hasHeader('etag') ? String(res.getHeader('etag')) : null;
    const rendered = Buffer.concat(chunks);
    const body = rendered.includes('nonce="') ? Buffer.from(withoutNonces(rendered.toString('utf8'))) : rendered;
    res.setHeader('content-security-policy', policyOf(body.toString('utf8'), etag));
    releasing = true;
    const accepted = body.length >= MIN_COMPRESSED && acceptedEncoding(req.headers['accept-encoding']);
    void (accepted ? encodedPage(body, accepted, etag) : Promise.resolve(null)).then((encoded) => {
      const sent = encoded ?? body;
      if (encoded) {
        res.setHeader('content-encoding', accepted);
        // Other bytes than the ETag's: a weak validator, as nginx's gzip makes it.
        if (etag && !etag.startsWith('W/')) res.setHeader('etag', `W/${etag}`);
        if (!/accept-encoding/i.test(String(res.getHeader('vary') ?? ''))) res.appendHeader('vary', 'Accept-Encoding');
      }
      if (res.hasHeader('content-length')) res.setHeader('content-length', sent.length);
      end.call(res, sent, callback);
    });
    return this;
  };
}

const server = createServer(serverTimeouts(), (req, res) => {
  const clientIp = clientAddress(req);
  // Our internal headers (x-drp-*) are set only here and by the middleware, never by a client.
  for (const name of Object.keys(req.headers)) if (name.startsWith('x-drp-')) delete req.headers[name];
  req.headers[CLIENT_IP_HEADER] = clientIp;
  const context = { platformUnavailable: false, clientIp };
  const writeHead = res.writeHead;
  // Node sends implicit headers through writeHead too, so this sees every status the response gets.
  res.writeHead = function (statusCode, ...rest) {
    // Next 16 sends a redirect rendered afresh (a cache MISS) with its Location twice, once set and
    // once appended from the render's cached headers; clients join them ("a, a"). One is kept.
    const location = res.getHeader('location');
    if (Array.isArray(location) && new Set(location).size === 1) res.setHeader('location', location[0]);
    // Compressed, the bytes are not the ones the ETag named: its validator is weak, whichever encoding and layer compressed it.
    const encoding = res.getHeader('content-encoding');
    const etag = res.getHeader('etag');
    if (encoding && encoding !== 'identity' && typeof etag === 'string' && !etag.startsWith('W/')) res.setHeader('etag', `W/${etag}`);
    if (statusCode === 500 && context.platformUnavailable) {
      res.statusMessage = 'Service Unavailable';
      res.setHeader('retry-after', RETRY_AFTER_SECONDS);
      const [first, ...others] = rest;
      // writeHead(status, reasonPhrase, headers) — replace Next's "Internal Server Error" phrase.
      return writeHead.call(this, 503, ...(typeof first === 'string' ? ['Service Unavailable', ...others] : rest));
    }
    return writeHead.call(this, statusCode, ...rest);
  };
  for (const [name, value] of BASE_HEADERS) res.setHeader(name, value);
  res.setHeader('cross-origin-opener-policy', openerPolicy((req.url ?? '/').split('?')[0]));
  res.setHeader('cross-origin-resource-policy', resourcePolicy((req.url ?? '/').split('?')[0]));
  // Replaced by the page policy on HTML responses.
  res.setHeader('content-security-policy', RESOURCE_POLICY);
  // Next puts this nonce on every script of a page it renders for this request (a client's own
  // header of that name is replaced); cached pages keep their hashes.
  const nonceSource = newNonceSource();
  req.headers['content-security-policy'] = `script-src ${nonceSource}`;
  delete req.headers['content-security-policy-report-only'];
  requestContext.run(context, () =>
    compress(req, res, () => {
      // Installed after compression, so the page policy hashes the HTML before it is compressed.
      withPagePolicy(req, res, nonceSource);
      serveStatic(req, res).then(
        (served) => served || handle(req, res),
        () => handle(req, res),
      );
    }),
  );
});

capConnections(server);
server.listen(port, hostname, () => {
  // Ready for visitors once /api/ready answers 200 (instrumentation-node.ts refreshes the build's pages first).
  console.log(`▲ drop site listening on http://${hostname === '0.0.0.0' ? 'localhost' : hostname}:${port}`);
});

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    server.close(() => process.exit(0));
    setTimeout(() => process.exit(0), 2000).unref();
  });
}

import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const PREFIX = '/_next/static/';
const TYPES = { '.js': 'application/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8' };
const ENCODERS = {
  br: (body) => brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 6, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
  gzip: (body) => gzipAsync(body, { level: 6 }),
};

/** The body in `encoding` (one of acceptedEncoding's answers), as the build's files are compressed. */
export const encode = (body, encoding) => ENCODERS[encoding](body);

export function acceptedEncoding(header) {
  const offered = new Map(
    String(header ?? '')
      .split(',')
      .map((part) => {
        const [name, ...params] = part.trim().toLowerCase().split(';');
        const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
        return [name, q ? Number(q.slice(2)) : 1];
      }),
  );
  for (const encoding of ['br', 'gzip']) if ((offered.get(encoding) ?? 0) > 0) return encoding;
  return null;
}

/** Next's own compression is off (server.mjs); hashed names let each file be compressed once per process. */
export function staticCompression(staticDir) {
  /** @type {Map<string, Promise<Buffer | null>>} */
  const kept = new Map();
  const root = path.resolve(staticDir);

  function compressed(file, encoding) {
    const key = `${encoding} ${file}`;
    let body = kept.get(key);
    if (!body) {
      body = readFile(file).then(
        (raw) => ENCODERS[encoding](raw),
        () => null,
      );
      kept.set(key, body);
      // A request for a missing name must not grow the map.
      void body.then((found) => found || kept.delete(key));
    }
    return body;
  }

  return async function serve(req, res) {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    let pathname;
    try {
      pathname = decodeURIComponent((req.url ?? '').split('?')[0]);
    } catch {
      return false;
    }
    if (!pathname.startsWith(PREFIX)) return false;
    const type = TYPES[path.extname(pathname)];
    const encoding = acceptedEncoding(req.headers['accept-encoding']);
    if (!type || !encoding) return false;
    const file = path.resolve(root, pathname.slice(PREFIX.length));
    if (!file.startsWith(root + path.sep)) return false;
    const body = await compressed(file, encoding);
    if (!body) return false;
    res.statusCode = 200;
    res.setHeader('content-type', type);
    res.setHeader('content-encoding', encoding);
    res.setHeader('vary', 'Accept-Encoding');
    res.setHeader('cache-control', 'public, max-age=31536000, immutable');
    res.setHeader('content-length', body.length);
    res.end(req.method === 'HEAD' ? undefined : body);
    return true;
  };
}

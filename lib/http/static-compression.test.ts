import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { createServer, request, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { acceptedEncoding, staticCompression } from './static-compression.mjs';

const SCRIPT = 'export const wallet = "' + 'x'.repeat(5000) + '";\n';

let server: Server;
let port: number;
let root: string;

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'static-'));
  mkdirSync(path.join(root, 'static', 'chunks'), { recursive: true });
  writeFileSync(path.join(root, 'static', 'chunks', 'a.js'), SCRIPT);
  writeFileSync(path.join(root, 'secret.js'), 'secret');
  const serve = staticCompression(path.join(root, 'static'));
  server = createServer((req, res) => {
    void serve(req, res).then((served) => {
      if (served) return;
      res.statusCode = 299; // what the framework would have answered
      res.end('next');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

/** A raw request (no client-side decoding), as a browser's bytes arrive. */
function get(pathname: string, headers: Record<string, string>, method = 'GET') {
  return new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path: pathname, headers, method }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('staticCompression', () => {
  it('sends a build script in brotli to a browser that takes it, immutable and varying by encoding', async () => {
    const res = await get('/_next/static/chunks/a.js', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(res.headers.vary).toBe('Accept-Encoding');
    expect(res.headers['cache-control']).toContain('immutable');
    expect(res.body.length).toBeLessThan(SCRIPT.length / 10);
    expect(brotliDecompressSync(res.body).toString()).toBe(SCRIPT);
  });

  it('sends gzip where brotli is not taken, and leaves the request to the framework where nothing is', async () => {
    const gz = await get('/_next/static/chunks/a.js', { 'accept-encoding': 'gzip, br;q=0' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(SCRIPT);
    expect((await get('/_next/static/chunks/a.js', {})).status).toBe(299);
  });

  it('a HEAD gets the headers without a body', async () => {
    const res = await get('/_next/static/chunks/a.js', { 'accept-encoding': 'br' }, 'HEAD');
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.body.length).toBe(0);
  });

  it('never reads outside the build, and a missing or odd name goes to the framework', async () => {
    for (const pathname of [
      '/_next/static/../secret.js',
      '/_next/static/%2e%2e/secret.js',
      '/_next/static/chunks/none.js',
      '/_next/static/%E0%A4%A.js',
      '/other/a.js',
    ]) {
      const res = await get(pathname, { 'accept-encoding': 'br' });
      expect([pathname, res.status]).toEqual([pathname, 299]);
    }
  });
});

describe('acceptedEncoding', () => {
  it.each([
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip;q=0.5', 'gzip'],
    ['identity', null],
    [undefined, null],
  ])('%s → %s', (header, encoding) => {
    expect(acceptedEncoding(header)).toBe(encoding);
  });
});

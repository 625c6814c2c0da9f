/**
 * npm run bench:throughput — requests per second of cached pages against a static file on the same
 * server (issue 11's measure: a page should reach 0.5× the static file). Needs a running site
 * (`npm run preview`); uses autocannon (20 connections, 8 s each, as a browser asks: br/gzip).
 * `-- --base http://host:port` measures another server.
 */
import autocannon from 'autocannon';

const base = process.argv.includes('--base') ? process.argv[process.argv.indexOf('--base') + 1] : 'http://localhost:3000';
const PAGES = ['/', '/artists', '/drops', '/articles', '/artists/lushsux', '/drops/tidal-light'];
const STATIC = '/favicon-32.png';

async function rate(path: string): Promise<number> {
  const result = await autocannon({ url: base + path, connections: 20, duration: 8, headers: { 'accept-encoding': 'gzip, deflate, br' } });
  if (result.non2xx > 0) throw new Error(`${path}: ${result.non2xx} answers were not 2xx`);
  return result.requests.average;
}

async function main() {
  const reference = await rate(STATIC);
  console.log(`| path | req/s | × static file |\n|---|---:|---:|\n| \`${STATIC}\` (static file) | ${reference.toFixed(0)} | 1.00 |`);
  for (const path of PAGES) {
    const r = await rate(path);
    console.log(`| \`${path}\` | ${r.toFixed(0)} | ${(r / reference).toFixed(2)} |`);
  }
}

main().catch((err) => {
  console.error(err.message);
  process.exit(1);
});

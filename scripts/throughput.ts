/**
 * npm run bench:throughput — requests per second of cached pages against a static file on the same
 * server (the goal: a page should reach 0.5× the static file), the app alone, without the
 * proxy's micro-cache (that topology: `npm run bench:nginx`). Needs a running site (`npm run
 * preview`); uses autocannon (20 connections, 8 s each, as a browser asks: br/gzip).
 * `-- --base http://host:port` measures another server. `npm run bench` runs it too and writes the
 * table into docs/performance.md.
 */
import autocannon from 'autocannon';

export const THROUGHPUT_PAGES = ['/', '/artists', '/drops', '/articles', '/artists/lushsux', '/drops/tidal-light'];
export const STATIC_FILE = '/favicon-32.png';
const GOAL = 0.5;

async function rate(url: string): Promise<number> {
  const result = await autocannon({ url, connections: 20, duration: 8, headers: { 'accept-encoding': 'gzip, deflate, br' } });
  if (result.non2xx > 0) throw new Error(`${url}: ${result.non2xx} answers were not 2xx`);
  return result.requests.average;
}

/** The markdown table: req/s and the ratio to the static file. */
export async function throughputTable(base: string): Promise<string> {
  const reference = await rate(base + STATIC_FILE);
  const lines = ['| path | req/s | × static file |', '|---|---:|---:|', `| \`${STATIC_FILE}\` (static file) | ${reference.toFixed(0)} | 1.00 |`];
  for (const path of THROUGHPUT_PAGES) {
    const served = await rate(base + path);
    const ratio = served / reference;
    lines.push(`| \`${path}\` | ${served.toFixed(0)} | ${ratio.toFixed(2)}${ratio < GOAL ? ' (**under 0.5**)' : ''} |`);
  }
  return lines.join('\n');
}

if (require.main === module) {
  const base = process.argv.includes('--base') ? process.argv[process.argv.indexOf('--base') + 1] : 'http://localhost:3000';
  throughputTable(base)
    .then((table) => console.log(table))
    .catch((err) => {
      console.error(err.message);
      process.exit(1);
    });
}

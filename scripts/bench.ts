/**
 * npm run bench — builds, starts the preview (site + sandbox), and writes docs/performance.md with,
 * per content page, the gzip JavaScript shipped before interaction and Lighthouse mobile scores.
 * `npm run bench -- --no-build` reuses the last build.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { initialJsBytes } from './js-weight';

const ROOT = path.resolve(__dirname, '..');
const BASE = 'http://localhost:3000';
export const CONTENT_PAGES = ['/', '/artists', '/artists/lushsux', '/articles', '/articles/behind-tidal-light', '/drops/tidal-light'];
const BUDGET_BYTES = 150 * 1024;
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

async function waitFor(url: string, timeoutMs: number) {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

function stop(child: ChildProcess) {
  if (child.pid) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      child.kill('SIGTERM');
    }
  }
}

type Row = { path: string; kb: number; performance: number; accessibility: number; bestPractices: number; seo: number; lcpMs: number; cls: number };

async function lighthouseRow(pagePath: string, port: number): Promise<Omit<Row, 'path' | 'kb'>> {
  const { default: lighthouse } = await import('lighthouse');
  const result = await lighthouse(`${BASE}${pagePath}`, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'] });
  if (!result) throw new Error(`Lighthouse returned nothing for ${pagePath}`);
  const c = result.lhr.categories;
  const score = (k: string) => Math.round((c[k]?.score ?? 0) * 100);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: Math.round(result.lhr.audits['largest-contentful-paint']?.numericValue ?? 0),
    cls: Number((result.lhr.audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
  };
}

async function main() {
  if (!process.argv.includes('--no-build')) {
    const build = spawnSync(path.join(ROOT, 'node_modules/.bin/next'), ['build'], { cwd: ROOT, stdio: 'inherit' });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
  const preview = spawn(path.join(ROOT, 'node_modules/.bin/tsx'), ['sandbox/run.ts', 'preview'], {
    cwd: ROOT,
    env: { ...process.env, SANDBOX_DATA_DIR: 'sandbox/.data/pg-bench' },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  const { launch } = await import('chrome-launcher');
  let chrome: Awaited<ReturnType<typeof launch>> | undefined;
  try {
    await waitFor(BASE, 60_000);
    for (const p of CONTENT_PAGES) await fetch(BASE + p); // warm the cache: measure served pages, not first renders
    chrome = await launch({ chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });
    const rows: Row[] = [];
    for (const p of CONTENT_PAGES) {
      const { gzipBytes } = await initialJsBytes(BASE, p);
      // The first run fills the image optimiser's cache, as a visitor before would have; the second is recorded.
      await lighthouseRow(p, chrome.port);
      rows.push({ path: p, kb: gzipBytes / 1024, ...(await lighthouseRow(p, chrome.port)) });
      const r = rows[rows.length - 1];
      console.log(`${p.padEnd(32)} ${r.kb.toFixed(1).padStart(6)} KB  perf ${r.performance}  a11y ${r.accessibility}  bp ${r.bestPractices}  seo ${r.seo}  LCP ${r.lcpMs} ms  CLS ${r.cls}`);
    }
    const lines = [
      '# Performance',
      '',
      `Measured by \`npm run bench\` on ${new Date().toISOString().slice(0, 10)} (this machine: 2 cores; Lighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } })).default.version}, mobile, simulated throttling; Debian Chromium).`,
      'Each page is audited twice and the second (warm image cache) run is recorded; scores on this shared 2-core machine vary by a few points between runs.',
      'JS is the gzip size of the `<script src>` chunks in the server HTML, i.e. what a page ships before interaction; the budget is 150 KB. Goals: performance ≥ 95, SEO 100.',
      '',
      '| page | JS (gzip) | budget | performance | accessibility | best practices | SEO | LCP | CLS |',
      '|---|---:|---|---:|---:|---:|---:|---:|---:|',
      ...rows.map((r) => `| \`${r.path}\` | ${r.kb.toFixed(1)} KB | ${r.kb * 1024 <= BUDGET_BYTES ? 'within' : '**over**'} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${r.lcpMs} ms | ${r.cls} |`),
      '',
    ];
    writeFileSync(path.join(ROOT, 'docs', 'performance.md'), lines.join('\n'));
    console.log('wrote docs/performance.md');
  } finally {
    await chrome?.kill();
    stop(preview);
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});

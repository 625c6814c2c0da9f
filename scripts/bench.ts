/**
 * npm run bench — builds, starts the preview (site + sandbox), and writes docs/performance.md with,
 * per content page, the gzip JavaScript shipped before interaction and Lighthouse mobile scores, and
 * the requests/s of the cached pages against a static file (scripts/throughput.ts).
 * `npm run bench -- --no-build` reuses the last build; `--runs N` sets the runs per median (5);
 * `--only /path` measures one page and prints its row.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { calibratedCpuMultiplier } from './cpu-multiplier';
import { initialJsBytes } from './js-weight';
import { throughputTable } from './throughput';

const ROOT = path.resolve(__dirname, '..');
const BASE = 'http://localhost:3000';
export const CONTENT_PAGES = ['/', '/artists', '/artists/lushsux', '/articles', '/articles/behind-tidal-light', '/drops/tidal-light', '/drops/shintaro-desiccation'];
/** Mint pages: the wallet stack must not load before interaction (goal: performance ≥ 90, JS ≤ 150 KB). */
export const MINT_PAGES = ['/drops/blackfeather', '/drops/shintaro-desiccation/product/i-shintaro-desiccation-lock-eyes', '/drops/snipe-bulls-power-tethered'];
/** `--only /path` measures that page (and the reference) and prints the rows without writing docs/performance.md. */
const ONLY = argValue('--only');
const PAGES = ONLY ? [ONLY] : [...CONTENT_PAGES, ...MINT_PAGES];
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

type Scores = { performance: number; accessibility: number; bestPractices: number; seo: number; lcpMs: number; tbtMs: number; cls: number; benchmarkIndex: number };
type Row = { path: string; kb: number; standard: Scores; calibrated: Scores };

const RUNS = Number(argValue('--runs') ?? 5);
if (!Number.isInteger(RUNS) || RUNS < 1) {
  console.error('--runs takes a whole number of at least 1');
  process.exit(2);
}
const REFERENCE_PORT = 3301;

function argValue(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

/**
 * The run with the median performance score of RUNS runs. (Lighthouse CI's computeMedianRun picks
 * by simulated FCP and TTI, which a run whose first paint the machine held back does not move;
 * the score does, so the median score is what keeps such a run out.)
 */
async function medianRun(url: string, port: number, cpuSlowdownMultiplier?: number): Promise<Scores> {
  const { default: lighthouse } = await import('lighthouse');
  const flags = { port, output: 'json' as const, logLevel: 'error' as const, onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'] };
  const config = cpuSlowdownMultiplier
    ? { extends: 'lighthouse:default', settings: { throttling: { rttMs: 150, throughputKbps: 1638.4, cpuSlowdownMultiplier } } }
    : undefined;
  const runs = [];
  for (let i = 0; i < RUNS; i++) {
    const result = await lighthouse(url, flags, config);
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    runs.push(result.lhr);
  }
  runs.sort((a, b) => (a.categories.performance?.score ?? 0) - (b.categories.performance?.score ?? 0));
  const lhr = runs[Math.floor(runs.length / 2)];
  const score = (k: string) => Math.round((lhr.categories[k]?.score ?? 0) * 100);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? 0),
    tbtMs: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0),
    cls: Number((lhr.audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
  };
}

/** Builds the bare reference site of scripts/bench-reference in `dir` and starts it. */
function startReference(dir: string): ChildProcess {
  cpSync(path.join(ROOT, 'scripts', 'bench-reference'), dir, { recursive: true });
  // Turbopack resolves only inside the project root, so node_modules must be inside it: hard links are instant.
  const linked = spawnSync('cp', ['-al', path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules')]);
  if (linked.status !== 0) cpSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'), { recursive: true });
  const nextBin = path.join(dir, 'node_modules', '.bin', 'next');
  const build = spawnSync(nextBin, ['build'], { cwd: dir, stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } });
  if (build.status !== 0) throw new Error('the reference site did not build');
  return spawn(nextBin, ['start', '--port', String(REFERENCE_PORT), '--hostname', '127.0.0.1'], { cwd: dir, stdio: 'ignore', detached: true });
}

function cell(s: Scores) {
  return `${s.performance} | ${s.lcpMs} ms | ${s.tbtMs} ms | ${s.cls}`;
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
  const referenceDir = mkdtempSync(path.join(tmpdir(), 'bench-reference-'));
  let reference: ChildProcess | undefined;
  const { launch } = await import('chrome-launcher');
  let chrome: Awaited<ReturnType<typeof launch>> | undefined;
  try {
    reference = startReference(referenceDir);
    await waitFor(BASE, 60_000);
    await waitFor(`http://localhost:${REFERENCE_PORT}/`, 60_000);
    for (const p of PAGES) await fetch(BASE + p); // warm the cache: measure served pages, not first renders
    chrome = await launch({ chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });
    const { default: lighthouse } = await import('lighthouse');
    // One CPU slowdown for every calibrated row: from the median BenchmarkIndex of three runs.
    const probes = [];
    for (let i = 0; i < 3; i++) {
      const probe = await lighthouse(`http://localhost:${REFERENCE_PORT}/`, { port: chrome.port, logLevel: 'error', onlyCategories: ['performance'] });
      probes.push(probe?.lhr.environment.benchmarkIndex ?? Number.NaN);
    }
    const index = Math.round(probes.sort((a, b) => a - b)[1]);
    const multiplier = calibratedCpuMultiplier(index);
    const targets = [...PAGES.map((p) => ({ label: `\`${p}\``, path: p, url: BASE + p })), { label: 'reference: bare Next.js page', path: null, url: `http://localhost:${REFERENCE_PORT}/` }];
    const rows: Row[] = [];
    for (const t of targets) {
      const kb = t.path ? (await initialJsBytes(BASE, t.path)).gzipBytes / 1024 : (await initialJsBytes(`http://localhost:${REFERENCE_PORT}`, '/')).gzipBytes / 1024;
      // A first run fills the image optimiser's cache, as a visitor before would have.
      await lighthouse(t.url, { port: chrome.port, logLevel: 'error', onlyCategories: ['performance'] });
      const standard = await medianRun(t.url, chrome.port);
      const calibrated = await medianRun(t.url, chrome.port, multiplier);
      rows.push({ path: t.label, kb, standard, calibrated });
      console.log(`${t.label.padEnd(34)} ${kb.toFixed(1).padStart(6)} KB  perf ${standard.performance} (calibrated ${calibrated.performance})  a11y ${standard.accessibility}  bp ${standard.bestPractices}  seo ${standard.seo}  LCP ${standard.lcpMs} ms  TBT ${standard.tbtMs} ms  CLS ${standard.cls}  index ${standard.benchmarkIndex}`);
    }
    const lines = [
      '# Performance',
      '',
      `Measured by \`npm run bench\` on ${new Date().toISOString().slice(0, 10)}: Lighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } })).default.version}, mobile, simulated throttling, Debian Chromium, on this 2-core machine (BenchmarkIndex ${index}, the median of three probe runs).`,
      `Each row is the run with the median performance score of ${RUNS} Lighthouse runs, after one warm-up run that fills the image optimiser's cache.`,
      'JS is the gzip size of the chunks the server HTML loads (its `<script src>` tags), i.e. what a page ships before interaction; the budget is 150 KB. Goals: performance ≥ 95, LCP ≤ 1.8 s, SEO 100.',
      '',
      '- **Standard** is Lighthouse\'s default mobile setting (4x CPU slowdown), the measure of the goal.',
      `- **Calibrated** is the same run with the CPU slowdown Lighthouse's throttling guide gives for the machine's BenchmarkIndex (${multiplier.toFixed(1)}x for ${index}): the 4x default assumes a machine of index ~1500, so on a slower one it simulates a slower phone than intended. It shows what the pages score where the default is meant to run; it is not the goal's measure.`,
      '- **Reference** is a bare Next.js App Router page (`scripts/bench-reference/`) built and measured in the same run: what the framework alone scores on this machine.',
      '',
      'Scripts load as Next writes them (the hero-first rewrite of issue 11 is gone: it held them back until the hero was painted, and presses made meanwhile were lost). Lighthouse simulates LCP from the run it observed, and on this machine the simulated figure swings with which download finished first; judge it by the median.',
      '',
      '| page | JS (gzip) | budget | performance | LCP | TBT | CLS | calibrated performance | accessibility | best practices | SEO |',
      '|---|---:|---|---:|---:|---:|---:|---:|---:|---:|---:|',
      ...rows.map(
        (r) =>
          `| ${r.path} | ${r.kb.toFixed(1)} KB | ${r.kb * 1024 <= BUDGET_BYTES ? 'within' : '**over**'} | ${cell(r.standard)} | ${r.calibrated.performance} | ${r.standard.accessibility} | ${r.standard.bestPractices} | ${r.standard.seo} |`,
      ),
      '',
    ];
    if (ONLY) console.log(lines.slice(-rows.length - 3).join('\n'));
    else {
      await chrome.kill();
      chrome = undefined;
      console.log('measuring throughput (autocannon)…');
      lines.push(
        '## Throughput',
        '',
        'Requests per second on this machine (autocannon, 20 connections, 8 s, loopback, br/gzip accepted) against a static `public/` file on the same server; the goal for home and list pages is 0.5× the static file. The app alone: the micro-cache is the proxy\'s (`npm run bench:nginx`, docs/scaling.md).',
        '',
        await throughputTable(BASE),
        '',
      );
      writeFileSync(path.join(ROOT, 'docs', 'performance.md'), lines.join('\n'));
      console.log('wrote docs/performance.md');
    }
  } finally {
    await chrome?.kill();
    stop(preview);
    if (reference) stop(reference);
    rmSync(referenceDir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});

/**
 * npm run bench:press — what a visitor waits for after pressing a wallet button, against a
 * running site (`npm run preview`, or BASE=http://host:port for another, e.g. nginx in front).
 * A phone profile: Lighthouse's slow 4G (150 ms, 1.6 Mbps down, 750 kbps up), the CPU slowed until
 * Lighthouse's BenchmarkIndex reads 400 (rate = this machine's index / 400, `CPU_RATE=` overrides),
 * 390 px, a fresh browser cache each run. The visitor reads the page for 2 s after its load event,
 * then presses; the figure is the time from the press (the pointerdown's own timestamp, so the wait
 * for a busy main thread counts) until the wallet dialog is in the page, the median of RUNS (5). The
 * time around Playwright's click is shown beside it: it adds the driver's own checks (0.3–0.6 s on the
 * throttled CPU), which a visitor does not wait for. Cases: the header's Connect Wallet on the home, and Black Feather's Please Connect, each
 * with an EIP-6963 wallet in the browser and without one. `--desktop` measures without throttling;
 * `--nginx` puts deploy/nginx.conf (brotli where the module is installed) in front of the site.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { localNginx, NGINX_BIN } from './nginx-local';
import { chromiumPath } from './chromium';

const SITE = process.env.BASE ?? 'http://localhost:3000';
const NGINX = process.argv.includes('--nginx');
const BASE = NGINX ? 'http://127.0.0.1:3013' : SITE;
const RUNS = Number(process.env.RUNS ?? 5);
const DESKTOP = process.argv.includes('--desktop');
const READ_MS = 2000;
/** `--hover`: the pointer rests on the button this long before the press, as a mouse user's does. */
const HOVER_MS = process.argv.includes('--hover') ? 250 : 0;

const CASES = [
  { page: '/', button: (p: Page) => p.getByRole('banner').getByRole('button', { name: 'Connect Wallet' }) },
  { page: '/drops/blackfeather', button: (p: Page) => p.getByRole('main').getByRole('button', { name: 'Please Connect' }) },
];

/** Times the press in the page: from the first pointerdown to the first dialog in the document. */
const TIME_PRESS = `(() => {
  addEventListener('pointerdown', (e) => { window.__press ??= e.timeStamp; }, true);
  new MutationObserver(() => {
    if (window.__press !== undefined && window.__dialog === undefined && document.querySelector('[role=dialog]')) window.__dialog = performance.now();
  }).observe(document, { subtree: true, childList: true, attributes: true });
})();`;

/** A wallet extension's announcement, as the e2e wallet makes it (it answers nothing here: the dialog is the measure). */
const ANNOUNCE = `(() => {
  const provider = { request: async () => [], on() {}, removeListener() {} };
  const detail = Object.freeze({ info: { uuid: '00000000-0000-4000-8000-000000000000', name: 'Bench Wallet', icon: 'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg"/>', rdns: 'dev.drp.bench' }, provider });
  const announce = () => window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }));
  window.addEventListener('eip6963:requestProvider', announce);
  announce();
})();`;

type Timing = { inPage: number; driver: number };

/** The device class the figures stand for: a BenchmarkIndex of 400, whatever this machine's. */
const TARGET_INDEX = 400;
let cpuRate = 1;

/** Lighthouse's own BenchmarkIndex of this machine, in the same Chromium, unthrottled (median of 3). */
async function benchmarkIndex(): Promise<number> {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const page = await browser.newPage();
    const runs: number[] = [];
    // As text, with the helper tsx's transform leaves in function bodies.
    const measure = `(() => { const __name = (f) => f; return (${pageFunctions.computeBenchmarkIndex.toString()})(); })()`;
    for (let i = 0; i < 3; i++) runs.push(await page.evaluate<number>(measure));
    return median(runs);
  } finally {
    await browser.close();
  }
}

async function once(path: string, press: (p: Page) => ReturnType<Page['getByRole']>, withWallet: boolean): Promise<Timing> {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const context = await browser.newContext(DESKTOP ? {} : { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await context.addInitScript(TIME_PRESS);
    if (withWallet) await context.addInitScript(ANNOUNCE);
    const page = await context.newPage();
    if (!DESKTOP) {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 150,
        downloadThroughput: (1.6 * 1024 * 1024) / 8,
        uploadThroughput: (750 * 1024) / 8,
      });
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
    }
    await page.goto(BASE + path, { waitUntil: 'load', timeout: 120_000 });
    await page.waitForTimeout(READ_MS);
    const button = press(page);
    await button.waitFor();
    if (HOVER_MS) {
      await button.hover();
      await page.waitForTimeout(HOVER_MS);
    }
    const start = Date.now();
    await button.click();
    await page.getByRole('dialog').waitFor({ timeout: 60_000 });
    const driver = Date.now() - start;
    const inPage = await page.evaluate(() => {
      const w = window as unknown as { __press: number; __dialog: number };
      return w.__dialog - w.__press;
    });
    return { inPage, driver };
  } finally {
    await browser.close();
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function startNginx() {
  const args = localNginx({
    dir: path.join(__dirname, '..', 'test-results', 'nginx-press'),
    listen: '127.0.0.1:3013',
    compressor: '127.0.0.1:3014',
    upstreams: [new URL(SITE).host.replace('localhost', '127.0.0.1')],
  });
  const child = spawn(NGINX_BIN, args, { stdio: ['ignore', 'ignore', 'inherit'] });
  process.on('exit', () => child.kill());
  for (let i = 0; i < 60; i++) {
    if (
      await fetch(`${BASE}/terms-of-service`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('nginx did not come up');
}

async function main() {
  if (NGINX) await startNginx();
  if (!DESKTOP) {
    const index = await benchmarkIndex();
    cpuRate = Number(process.env.CPU_RATE ?? Math.max(1, index / TARGET_INDEX));
    console.log(`BenchmarkIndex ${Math.round(index)} here: the CPU is slowed ${cpuRate.toFixed(2)}x to stand for ${TARGET_INDEX}`);
  }
  console.log(
    `| press (${DESKTOP ? 'desktop, unthrottled' : `phone: CPU ${cpuRate.toFixed(2)}x (BenchmarkIndex ${TARGET_INDEX}), slow 4G`}, ${BASE}) | wallet in the browser | press → dialog (median of ${RUNS}) | runs | around Playwright's click |`,
  );
  console.log('|---|---|---:|---|---:|');
  for (const c of CASES) {
    for (const withWallet of [true, false]) {
      const runs: Timing[] = [];
      for (let i = 0; i < RUNS; i++) runs.push(await once(c.page, c.button, withWallet));
      const s = (ms: number) => (ms / 1000).toFixed(2);
      const inPage = runs.map((r) => r.inPage);
      console.log(
        `| \`${c.page}\` | ${withWallet ? 'EIP-6963' : 'none'} | ${s(median(inPage))} s | ${inPage.map(s).join(', ')} | ${s(median(runs.map((r) => r.driver)))} s |`,
      );
    }
  }
  process.exit(0);
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

import { expect, test, type Page } from '@playwright/test';
import { gzipSize } from '../scripts/js-weight';
import { withItemKey } from './support/sandbox';

/**
 * The JavaScript budget: every page ships at most 150 KB gzip of JavaScript before
 * interaction, mint pages included (the wallet stack loads on first use). Measured as the browser
 * loads it: every script it fetches from opening the page until the network is idle, with no
 * input, the chunks a loader asks for after hydration included (gzip level 9 of each body). A
 * library that slips into a first-load chunk (zod in the public config did once: +25 KB) fails here.
 * Live figures come from the site's stream (no viem client in the page), and the drops' stand-ins
 * import their constants without the public config.
 */
const BUDGET_BYTES = 150 * 1024;

const PAGES = [
  '/',
  '/artists/lushsux',
  '/articles/behind-tidal-light',
  '/drops/tidal-light',
  '/drops/tidal-light/{Low Tide}',
  '/drops/blackfeather',
  '/drops/shintaro-desiccation',
  '/drops/shintaro-desiccation/product/{Lock Eyes}',
  '/drops/shintaro-desiccation/auction/{Aquarium}',
  '/drops/snipe-bulls-power-tethered',
  '/drops/lushsux',
  // Each drop island sits behind its own loader, so these stay within the budget too.
  '/drops/lushsux-vr',
  '/drops/lushsux-vr002',
  '/drops/membership-token',
  '/drops/lushsux-joker',
  '/drops/lushsux-joker/pay',
  '/drops/theeveofrevolution',
  '/drops/theeveofrevolution/product/{Barricade}',
  '/drops/theeveofrevolution/product/{Poster}',
  '/drops/theeveofrevolution/auction/{Floating}',
  '/drops/yourface2',
  '/drops/vhilsburn',
  '/drops/vhilsnew',
  '/drops/synthia',
  '/users/collector',
];

for (const path of PAGES) {
  const limit = BUDGET_BYTES;
  test(`${path} ships at most ${limit / 1024} KB gzip JavaScript before interaction`, async ({ page }) => {
    const scripts = new Set<string>();
    page.on('response', (res) => {
      if (res.request().resourceType() === 'script' && res.ok()) scripts.add(res.url());
    });
    await page.goto(await withItemKey(path), { waitUntil: 'networkidle' });
    let gzipBytes = 0;
    for (const url of scripts) gzipBytes += gzipSize(Buffer.from(await (await page.request.get(url)).body()));
    expect(scripts.size, "the measure sees the page's chunks").toBeGreaterThan(0);
    console.log(`${path}: ${(gzipBytes / 1024).toFixed(1)} KB (${limit - gzipBytes} B to spare) in ${scripts.size} scripts`);
    expect(gzipBytes, `${(gzipBytes / 1024).toFixed(1)} KB`).toBeLessThanOrEqual(limit);
  });
}

/**
 * What a press on Connect Wallet fetches. The vendors' SDKs (WalletConnect, Coinbase
 * Wallet, MetaMask's) are fetched when their option is chosen, so the press fetches RainbowKit,
 * wagmi and viem only, and nothing leaves for a vendor's servers before a choice.
 */
const PRESS_BUDGET_BYTES = 250 * 1024;

test(`a press on Connect Wallet fetches at most ${PRESS_BUDGET_BYTES / 1024} KB gzip and no vendor SDK until one is chosen`, async ({ page }) => {
  const outside: string[] = [];
  const scripts: string[] = [];
  page.on('request', (req) => {
    if (!/^http:\/\/(localhost|127\.0\.0\.1)[:/]/.test(req.url()) && !req.url().startsWith('data:')) outside.push(req.url());
  });
  page.on('response', (res) => {
    if (res.request().resourceType() === 'script' && res.ok()) scripts.push(res.url());
  });
  await page.goto('/', { waitUntil: 'networkidle' });
  scripts.length = 0;
  await page.getByRole('banner').getByRole('button', { name: 'Connect Wallet' }).click();
  await expect(page.getByRole('dialog').getByRole('button', { name: 'WalletConnect' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  let pressBytes = 0;
  for (const url of scripts) pressBytes += gzipSize(Buffer.from(await (await page.request.get(url)).body()));
  console.log(`the press: ${(pressBytes / 1024).toFixed(1)} KB in ${scripts.length} scripts`);
  expect(pressBytes, `${(pressBytes / 1024).toFixed(1)} KB`).toBeLessThanOrEqual(PRESS_BUDGET_BYTES);
  expect(outside).toEqual([]);

  // RainbowKit's "What is a Wallet?" illustrations are fetched when that view opens (patches/), not with the press.
  const beforeIntro = scripts.length;
  await page.getByRole('dialog').getByRole('button', { name: 'Info' }).click();
  await expect(page.getByRole('dialog').getByText('What is a Wallet?')).toBeVisible();
  await expect.poll(() => scripts.length).toBeGreaterThan(beforeIntro);
  await page.getByRole('dialog').getByRole('button', { name: 'Back' }).click();

  // Chosen: its SDK is fetched now.
  const before = scripts.length;
  await page.getByRole('dialog').getByRole('button', { name: 'WalletConnect' }).click();
  await expect.poll(() => scripts.length).toBeGreaterThan(before);
});

/** Each prefetch starts when one before it has loaded: on a busy machine the chain can pause longer than networkidle's 500 ms. */
async function prefetchesDone(page: Page) {
  const chainDone = () =>
    page.evaluate(async () => {
      const hrefs = () => [...document.querySelectorAll('link[rel=prefetch][as=script]')].map((l) => (l as HTMLLinkElement).href);
      const first = hrefs();
      await new Promise((resolve) => setTimeout(resolve, 1000));
      const loaded = new Set(performance.getEntriesByType('resource').map((r) => r.name));
      const now = hrefs();
      return now.length > 0 && now.length === first.length && now.every((href) => loaded.has(href));
    });
  await expect.poll(chainDone, { timeout: 30_000 }).toBe(true);
}

/** At most this share of what a press loads is fetched at the press (docs/performance.md has the figures). */
const MISSED_SHARE = 0.2;

/**
 * The scripts a wallet press needs are fetched (not run) once the page has loaded and the
 * browser is idle, so the press waits for their evaluation only. Nothing of it before the load event.
 */
for (const [path, press] of [
  ['/', 'the header’s Connect Wallet'],
  ['/drops/blackfeather', 'Black Feather’s Please Connect'],
] as const) {
  test(`${path}: what ${press} needs is prefetched after the load event, when the page is idle`, async ({ page }) => {
    await page.goto(path, { waitUntil: 'load' });
    const prefetch = page.locator('link[rel=prefetch][as=script]');
    await expect.poll(() => prefetch.count()).toBeGreaterThan(0);
    await prefetchesDone(page);
    await page.waitForLoadState('networkidle');
    const prefetched = new Set(await prefetch.evaluateAll((links) => links.map((l) => (l as HTMLLinkElement).href)));
    // Ours only: a script the page loads or preloads itself (a panel's stand-in) is in the list too, and answered from the cache.
    const before = await page.evaluate(
      (urls) => {
        const loaded = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
        const own = new Set(
          [...document.querySelectorAll('script[src], link[rel=preload]')].map((el) => (el as HTMLScriptElement).src || (el as HTMLLinkElement).href),
        );
        return performance
          .getEntriesByType('resource')
          .filter((r) => urls.includes(r.name) && !own.has(r.name) && r.startTime < loaded.loadEventEnd)
          .map((r) => r.name);
      },
      [...prefetched],
    );
    expect(before, 'prefetched before the load event').toEqual([]);

    const pressed: string[] = [];
    page.on('response', (res) => {
      if (res.request().resourceType() === 'script') pressed.push(res.url());
    });
    const button =
      path === '/'
        ? page.getByRole('banner').getByRole('button', { name: 'Connect Wallet' })
        : page.getByRole('main').getByRole('button', { name: 'Please Connect' });
    await button.click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.waitForLoadState('networkidle');
    // What the press still fetches is what no loadable manifest names: what RainbowKit loads lazily
    // itself (its wallets' icons, its locale) and a panel's live island (a dynamic import inside a
    // dynamically imported module).
    const bytes = async (urls: string[]) => {
      let sum = 0;
      for (const url of urls) sum += gzipSize(Buffer.from(await (await page.request.get(url)).body()));
      return sum;
    };
    const all = await bytes(pressed);
    const missed = await bytes(pressed.filter((url) => !prefetched.has(url)));
    console.log(`${path}: the press loads ${(all / 1024).toFixed(1)} KB, ${(missed / 1024).toFixed(1)} KB of it not prefetched`);
    expect(all, 'the press loads scripts').toBeGreaterThan(100 * 1024);
    expect(missed / all, 'the share of the press not prefetched').toBeLessThanOrEqual(MISSED_SHARE);
  });
}

/** The dialog comes first, so the press answers at once; a panel's live code (its ABI, its hooks) is asked for once it is up. */
test('Black Feather’s Please Connect shows the dialog before the panel’s live code is asked for', async ({ page }) => {
  await page.goto('/drops/blackfeather', { waitUntil: 'networkidle' });
  // Pressed once the idle prefetches are done, as a visitor who read the page first would.
  await prefetchesDone(page);
  await page.evaluate(() => {
    new MutationObserver((_, observer) => {
      if (!document.querySelector('[role=dialog]')) return;
      (window as { dialogAt?: number }).dialogAt = performance.timeOrigin + performance.now();
      observer.disconnect();
    }).observe(document.body, { childList: true, subtree: true });
  });
  const asked: { url: string; at: number }[] = [];
  page.on('request', (req) => {
    if (req.resourceType() === 'script') asked.push({ url: req.url(), at: Date.now() });
  });
  await page.getByRole('main').getByRole('button', { name: 'Please Connect' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.waitForLoadState('networkidle');
  const dialogAt = await page.evaluate(() => (window as { dialogAt?: number }).dialogAt!);
  // The live code is the chunk with the contract's ABI (the panel renders the server's figures without it).
  const live = [];
  for (const request of asked) if ((await (await page.request.get(request.url)).text()).includes('balanceOfBatch')) live.push(request);
  expect(live.length, 'the live code was fetched after the press').toBeGreaterThan(0);
  for (const request of live) expect(request.at, `${request.url} asked before the dialog was up`).toBeGreaterThanOrEqual(dialogAt);
});

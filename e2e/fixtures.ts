import { test as base, expect, type Page } from '@playwright/test';
import { injectWallet, type TestWallet } from './support/wallet';
import { resetSandbox } from './support/sandbox';

const CONTENT_TAGS = ['drops', 'artists', 'articles', 'products', 'settings'];

let lastResetFile: string | null = null;

/**
 * Waits until React has taken the page (its root on the document): from then on a click is React's
 * (queued and replayed while it hydrates). The site's scripts run after the hero is on screen
 * (lib/http/hero-first.mjs), so a test that clicks at once would otherwise click plain HTML, as a
 * visitor who clicks before hydration does. A page without the site's scripts is not waited for.
 */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => Object.keys(document).some((k) => k.startsWith('__reactContainer$')) || !document.documentElement.innerHTML.includes('/_next/static/chunks/'));
}

/**
 * Waits until React has hydrated the element (its props are on the DOM node): a form inside a
 * lazily hydrated boundary can sit un-hydrated after the root is there, and a click then is lost.
 */
export async function interactive(page: Page, selector: string): Promise<void> {
  await page.waitForFunction((sel) => {
    const el = document.querySelector(sel);
    return Boolean(el) && Object.keys(el as object).some((k) => k.startsWith('__reactProps$'));
  }, selector);
}

type Fixtures = {
  /** Resets the sandbox once before the first test of each file. */
  sandboxPerFile: void;
  /** An injected wallet on devnet account #8 (the verified demo collector). */
  wallet: TestWallet;
};

export const test = base.extend<Fixtures>({
  sandboxPerFile: [
    async ({ request }, use, testInfo) => {
      if (lastResetFile !== testInfo.file) {
        await resetSandbox();
        // As the platform does after a change: the site's cached pages of the old data are refreshed.
        for (const tag of CONTENT_TAGS) {
          const res = await request.post('/api/revalidate', { data: { tag }, headers: { authorization: 'Bearer sandbox-revalidate-secret' } });
          if (!res.ok()) throw new Error(`revalidate ${tag} failed: ${res.status()}`);
        }
        lastResetFile = testInfo.file;
      }
      await use();
    },
    { auto: true },
  ],
  page: async ({ page }, use) => {
    const { goto, reload } = { goto: page.goto.bind(page), reload: page.reload.bind(page) };
    page.goto = async (...args: Parameters<Page['goto']>) => {
      const res = await goto(...args);
      await hydrated(page);
      return res;
    };
    page.reload = async (...args: Parameters<Page['reload']>) => {
      const res = await reload(...args);
      await hydrated(page);
      return res;
    };
    await use(page);
  },
  wallet: async ({ page }, use) => {
    await use(await injectWallet(page, 8));
  },
});

export { expect };

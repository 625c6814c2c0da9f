import { test as base, expect } from '@playwright/test';
import { injectWallet, type TestWallet } from './support/wallet';
import { resetSandbox } from './support/sandbox';
import { revalidateTag } from './support/site';

const CONTENT_TAGS = ['drops', 'artists', 'articles', 'products', 'settings'];

let lastResetFile: string | null = null;

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
        for (const tag of CONTENT_TAGS) await revalidateTag(request, tag);
        lastResetFile = testInfo.file;
      }
      await use();
    },
    { auto: true },
  ],
  wallet: async ({ page }, use) => {
    await use(await injectWallet(page, 8));
  },
});

export { expect };

import { test as base, expect } from '@playwright/test';
import { injectWallet, type TestWallet } from './support/wallet';
import { resetSandbox } from './support/sandbox';

let lastResetFile: string | null = null;

type Fixtures = {
  /** Resets the sandbox once before the first test of each file. */
  sandboxPerFile: void;
  /** An injected wallet on devnet account #8 (the verified demo collector). */
  wallet: TestWallet;
};

export const test = base.extend<Fixtures>({
  sandboxPerFile: [
    async ({}, use, testInfo) => {
      if (lastResetFile !== testInfo.file) {
        await resetSandbox();
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

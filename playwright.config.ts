import { defineConfig } from '@playwright/test';

const PORT = Number(process.env.PORT ?? 3000);
const baseURL = `http://localhost:${PORT}`;

export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  // A failed test runs once more and, if it then passes, is reported as flaky, not green (everywhere:
  // the CI runner may not set CI). Two wallet-modal walks (gated-article's first connect, smoke's
  // context teardown) fail about one run in five on this 2-core machine (docs/decisions.md).
  retries: 1,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL,
    // A trace records every action's snapshot and a screencast: a third of the suite's CPU when kept
    // for every test, so only the retry of a failed test records one.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    browserName: 'chromium',
    launchOptions: {
      // Debian's headless shell (the build Playwright itself runs headless): its own download is not
      // reachable here, and the full browser's headless mode costs the suite a third more CPU.
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
  webServer: {
    // The built site against the sandbox (platform API + devnet), as `npm run preview` starts it.
    command: 'npm run preview',
    // Ready once the instance has refreshed the pages the build left empty (lib/http/warm-up.ts).
    url: `${baseURL}/api/ready`,
    reuseExistingServer: false,
    // Its own database, so running the tests never wipes the data of `npm run dev`. The site runs
    // as behind one proxy, so a test can speak as several clients through X-Forwarded-For.
    // 127.0.0.1 is the site's second address (SITE_ORIGINS), where a Discord link comes back to.
    env: { SANDBOX_DATA_DIR: 'sandbox/.data/pg-e2e', TRUSTED_PROXY_HOPS: '1', SITE_ORIGINS: 'http://127.0.0.1:3000' },
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});

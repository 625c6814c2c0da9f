import { defineConfig } from '@playwright/test';
import { LANE, LANE_COUNT, LANES, portMap } from './e2e/support/lane';
import { chromiumPath } from './scripts/chromium';

const FIRST = LANES[0];
const baseURL = `http://localhost:${FIRST.site}`;

/**
 * One site and sandbox per lane (e2e/support/lane.ts), each started as `npm run preview` starts it,
 * side by side by e2e/support/lanes.mjs. Every lane answers at the first lane's addresses, which
 * the build inlines: a later lane's site runs on its own ports and its own copy of the build,
 * behind a forwarding proxy, with the public URLs of the first.
 */
function laneSpec(index: number) {
  const lane = LANES[index];
  return {
    ready: `http://127.0.0.1:${lane.site}/api/ready`,
    // Its own database, so running the tests never wipes the data of `npm run dev`. The site runs
    // as behind one proxy, so a test can speak as several clients through X-Forwarded-For.
    // 127.0.0.1 is the site's second address (SITE_ORIGINS), where a Discord link comes back to.
    env: {
      SANDBOX_DATA_DIR: `sandbox/.data/pg-e2e${index ? `-${index}` : ''}`,
      TRUSTED_PROXY_HOPS: '1',
      SITE_ORIGINS: `http://127.0.0.1:${FIRST.site}`,
      PORT: String(lane.site),
      PLATFORM_API_PORT: String(lane.api),
      DEVNET_PORT: String(lane.devnet),
      ...(index ? { NEXT_PUBLIC_SITE_URL: baseURL, NEXT_PUBLIC_RPC_URL: `http://127.0.0.1:${FIRST.devnet}`, RPC_URL: `http://127.0.0.1:${lane.devnet}` } : {}),
    },
    ...(lane.proxy ? { distDir: `.next-lane${index}`, proxy: { port: lane.proxy, map: portMap(lane) } } : {}),
  };
}

const READY_PORT = 3991;

export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  // A worker per lane: files are spread over them, and each worker talks to its lane alone.
  workers: LANE_COUNT,
  forbidOnly: Boolean(process.env.CI),
  // A failed test runs once more and, if it then passes, is reported as flaky, not green (everywhere:
  // the CI runner may not set CI; docs/decisions.md).
  retries: 1,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL,
    // A later lane's pages and requests reach its own site through its proxy.
    proxy: LANE.proxy ? { server: `http://127.0.0.1:${LANE.proxy}` } : undefined,
    // A trace records a screencast and a snapshot per action: only a failed test's retry pays for one.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    browserName: 'chromium',
    launchOptions: {
      // Debian's headless shell, the build Playwright runs headless (its own download is not reachable
      // here); the full browser's headless mode composites every frame.
      executablePath: chromiumPath(),
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
  projects: [
    { name: 'e2e', testIgnore: /zz-platform-contract/ },
    // After every other test: what the stand-ins received during the whole run.
    { name: 'platform-contract', testMatch: /zz-platform-contract/, dependencies: ['e2e'] },
  ],
  webServer: {
    command: 'node e2e/support/lanes.mjs',
    // Ready once every lane's instance has refreshed the pages the build left empty (lib/http/warm-up.ts).
    url: `http://127.0.0.1:${READY_PORT}/ready`,
    reuseExistingServer: false,
    env: { E2E_READY_PORT: String(READY_PORT), E2E_LANE_SPECS: JSON.stringify(Array.from({ length: LANE_COUNT }, (_, i) => laneSpec(i))) },
    timeout: 180_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});

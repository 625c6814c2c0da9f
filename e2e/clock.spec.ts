import type { Page } from '@playwright/test';
import { createPublicClient, http } from 'viem';
import { foundry } from 'viem/chains';
import { eveEditionsAbi } from '../contracts/generated/EveEditions';
import { expect, test } from './fixtures';
import { auctionItem, auctionPage } from './support/auction';
import { API_URL, resetSandbox, sandboxContracts, setSandboxTime, itemKey } from './support/sandbox';
import { DEVNET_RPC } from './support/wallet';

const chain = createPublicClient({ chain: { ...foundry, rpcUrls: { default: { http: [DEVNET_RPC] } } }, transport: http(DEVNET_RPC) });

/** An item of the seeded "Night Walls" drop, which opens five days after the seed. */
const item = async () => `/product/${await itemKey('night-walls', 'Wall at 3am')}`;

async function releaseOf(navKey: string): Promise<number> {
  const drop = (await (await fetch(`${API_URL}/drops/${navKey}`)).json()) as { release_date: string };
  return Date.parse(drop.release_date);
}

/** The texts the page's live regions take from now on: what a screen reader announces. */
async function listenToLiveRegions(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const heard: string[] = [];
    (window as unknown as { heard: string[] }).heard = heard;
    new MutationObserver((records) => {
      for (const r of records) {
        const region = (r.target instanceof Element ? r.target : r.target.parentElement)?.closest('[role=status]');
        if (region && heard.at(-1) !== region.textContent) heard.push(region.textContent ?? '');
      }
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  return () => page.evaluate(() => (window as unknown as { heard: string[] }).heard);
}

test('the browser clock: an item counts down to its opening, tells a screen reader its last minute and its opening, then offers its action without a reload', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  const opens = await releaseOf('night-walls');
  await page.clock.install({ time: opens - 70_000 });
  await page.goto(await item());
  await expect(page.getByRole('button', { name: 'Coming Soon' })).toBeDisabled();
  await expect(page.getByRole('timer')).toHaveText(/^Opens in 00h 01m (0\d|10)s$/);
  const heard = await listenToLiveRegions(page);

  await page.clock.runFor(11_000);
  await expect(page.getByRole('timer')).toHaveText(/^Opens in 00h 00m 5\ds$/);
  await page.clock.runFor(30_000);
  await expect(page.getByRole('timer')).toHaveText(/^Opens in 00h 00m [12]\ds$/);
  await page.clock.runFor(30_000);
  await expect(page.getByRole('button', { name: 'Coming Soon' })).toHaveCount(0);
  await expect(page.getByRole('main').getByRole('link', { name: 'Buy Now' })).toBeVisible();
  // Twice in the last 70 seconds, not each second.
  expect(await heard()).toEqual(['Opens in less than a minute', 'Open now']);
  expect(errors.filter((e) => /hydrat/i.test(e))).toEqual([]);
});

/** More countdowns' last 70 s on the browser's clock: the timer, what a screen reader hears (twice, not each second), what the opening shows. */
const LAST_MINUTES: {
  what: string;
  at: () => Promise<number>;
  path: () => Promise<string>;
  label: string;
  opened: string;
  before?: (page: Page) => Promise<void>;
  after: (page: Page) => Promise<void>;
}[] = [
  {
    what: 'an upcoming drop’s bell (it goes at the opening)',
    at: async () => (await releaseOf('night-walls')) - 70_000,
    path: async () => '/drops/night-walls',
    label: 'Opens in',
    opened: 'Open now',
    before: (page) => expect(page.getByRole('button', { name: 'Notify me when Night Walls opens' })).toBeVisible(),
    after: (page) => expect(page.getByRole('button', { name: 'Notify me when Night Walls opens' })).toHaveCount(0),
  },
  {
    what: 'the June draw (2 June 2022 18:00 US Eastern, drop-pages §4; then its close)',
    at: async () => Date.parse('2022-06-02T17:58:50-04:00'),
    path: async () => `/drops/theeveofrevolution/product/${await itemKey('theeveofrevolution', 'Barricade')}`,
    label: 'Draw opens in',
    opened: 'Draw open',
    after: (page) => expect(page.getByRole('main').getByRole('timer')).toHaveText(/^Draw closes in 23h 59m \d\ds$/),
  },
  {
    what: 'a Desiccation edition (the seed opens the drop 12 February 2022 09:00 +11:00)',
    at: async () => Date.parse('2022-02-12T08:58:50+11:00'),
    path: async () => `/drops/shintaro-desiccation/product/${await itemKey('shintaro-desiccation', 'Lock Eyes')}`,
    label: 'Opens in',
    opened: 'Mint open',
    after: (page) => expect(page.getByRole('main').getByRole('button', { name: 'Please Connect' })).toBeVisible(),
  },
];

for (const { what, at, path, label, opened, before, after } of LAST_MINUTES) {
  test(`the browser clock: ${what} tells a screen reader its last minute and its opening`, async ({ page }) => {
    await page.clock.install({ time: await at() });
    await page.goto(await path());
    const timer = page.getByRole('main').getByRole('timer', { name: label });
    await expect(timer).toHaveText(new RegExp(`^${label} 00h 01m (0\\d|10)s$`));
    await before?.(page);
    const heard = await listenToLiveRegions(page);

    await page.clock.runFor(11_000);
    await expect(timer).toHaveText(new RegExp(`^${label} 00h 00m 5\\ds$`));
    await page.clock.runFor(60_000);
    await after(page);
    expect(await heard()).toEqual([`${label} less than a minute`, opened]);
  });
}

test('the sandbox clock: the platform stand-in and the devnet move together', async () => {
  const opens = await releaseOf('night-walls');
  const upcoming = async () =>
    ((await (await fetch(`${API_URL}/drops/upcoming?pagesize=50`)).json()) as { items: Array<{ nav_key: string }> }).items.map((d) => d.nav_key);
  expect(await upcoming()).toContain('night-walls');

  const at = new Date(opens + 60_000);
  const moved = await setSandboxTime(at);
  expect(moved.blockTimestamp).toBe(Math.floor(at.getTime() / 1000));
  expect(Number((await chain.getBlock()).timestamp)).toBe(moved.blockTimestamp);
  expect(await upcoming()).not.toContain('night-walls');

  await resetSandbox();
  expect(await upcoming()).toContain('night-walls');
  // A reset leaves the chain's clock at the present, as a real chain's, not back at the seed's block.
  expect(Math.abs(Number((await chain.getBlock({ blockTag: 'pending' })).timestamp) * 1000 - Date.now())).toBeLessThan(5000);
});

test('a browser clock ten minutes fast neither opens a mint early nor closes a bid window early: windows on the chain keep the chain’s time', async ({
  page,
}) => {
  const FAST = 10 * 60_000;
  const mainButton = (p: Page) => p.getByRole('main').getByRole('button').first();
  /** Opens a page, lets its clocks tick past the chain-time answer, and lets React commit what they changed. */
  async function openAndTick(path: string) {
    const measured = page.waitForResponse((res) => new URL(res.url()).pathname === '/api/time');
    await page.goto(path);
    await measured;
    await page.clock.runFor(3000);
    // React commits in MessageChannel tasks, which the page's fake clock does not hold.
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          const channel = new MessageChannel();
          let round = 0;
          channel.port1.onmessage = () => (++round < 5 ? channel.port2.postMessage(0) : resolve());
          channel.port2.postMessage(0);
        }),
    );
  }

  try {
    // Anthem's public mint (EveEditions token 4) opens at its start on the chain.
    const { EveEditions } = await sandboxContracts();
    const [, , , , , , start] = await chain.readContract({ address: EveEditions, abi: eveEditionsAbi, functionName: 'tokens', args: [4n] });
    const opens = Number(start) * 1000;
    await setSandboxTime(new Date(opens - 5 * 60_000));
    await page.clock.install({ time: opens - 5 * 60_000 + FAST });
    await openAndTick(`/drops/theeveofrevolution/product/${await itemKey('theeveofrevolution', 'Anthem')}`);
    await expect(mainButton(page)).toHaveText(/^Public Mint \w+day/);
    await expect(mainButton(page)).toBeDisabled();
    // Five minutes later on both clocks the chain's window opens.
    await page.clock.runFor(5 * 60_000);
    await expect(mainButton(page)).toHaveText('Please connect to devnet');

    // The live auction ends at its end on the chain.
    const { endAt } = await auctionItem();
    const ends = Number(endAt) * 1000;
    await setSandboxTime(new Date(ends - 5 * 60_000));
    await page.clock.setSystemTime(ends - 5 * 60_000 + FAST);
    await openAndTick(await auctionPage());
    await expect(page.getByRole('timer')).toHaveText(/^Ends in 00h 0[45]m \d\ds$/);
    await expect(page.getByRole('main').getByRole('button', { name: 'Please Connect to Devnet' })).toBeEnabled();
    await expect(page.getByText('Auction Ended')).toHaveCount(0);
    // Its last minute and its end are announced by the same clock.
    const heard = await listenToLiveRegions(page);
    await page.clock.runFor(4 * 60_000 + 30_000);
    await expect(page.getByRole('timer')).toHaveText(/^Ends in 00h 00m \d\ds$/);
    await page.clock.runFor(60_000);
    await expect(page.getByRole('main').getByRole('button', { name: 'Auction Ended' })).toBeVisible();
    expect(await heard()).toEqual(['Ends in less than a minute', 'Auction Ended']);
  } finally {
    await resetSandbox();
  }
});

import { createPublicClient, http } from 'viem';
import { foundry } from 'viem/chains';
import { expect, test } from './fixtures';
import { API_URL, resetSandbox, setSandboxTime, itemKey } from './support/sandbox';
import { DEVNET_RPC } from './support/wallet';

const chain = createPublicClient({ chain: { ...foundry, rpcUrls: { default: { http: [DEVNET_RPC] } } }, transport: http(DEVNET_RPC) });

/** An item of the seeded "Night Walls" drop, which opens five days after the seed. */
const item = async () => `/product/${await itemKey('night-walls', 'Wall at 3am')}`;

async function releaseOf(navKey: string): Promise<number> {
  const drop = (await (await fetch(`${API_URL}/drops/${navKey}`)).json()) as { release_date: string };
  return Date.parse(drop.release_date);
}

test('the browser clock: an item counts down to its opening, then offers its action without a reload', async ({ page }) => {
  const opens = await releaseOf('night-walls');
  await page.clock.install({ time: opens - 10_000 });
  await page.goto(await item());
  await expect(page.getByRole('button', { name: 'Coming Soon' })).toBeDisabled();
  await expect(page.getByRole('timer')).toHaveText(/^Opens in 00h 00m (0\d|10)s$/);

  await page.clock.runFor(11_000);
  await expect(page.getByRole('button', { name: 'Coming Soon' })).toHaveCount(0);
  await expect(page.getByRole('main').getByRole('link', { name: 'Buy Now' })).toBeVisible();
});

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
});

import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { auctionPage } from './support/auction';
import { itemKey } from './support/sandbox';
import { connectAndSignIn } from './support/draw';
import { injectWallet } from './support/wallet';

/**
 * A signed-in collector stays signed in: on the pages whose figures tick with a clock,
 * the wallet is not asked for its accounts again while the collector idles, and the session holds.
 * (wagmi reconnected on every render of its provider; a provider inside an island that re-rendered
 * each second asked about 20 times in 5 s, and now and then that reconnect ended the session.)
 */
const IDLE_MS = 30_000;

/**
 * Idles `ms` on the page's clock (installed before the page loaded): every timer of the page runs
 * as it would in that time, each second's tick and wagmi's polling included, without waiting it out.
 */
const idle = (page: Page, ms = IDLE_MS) => page.clock.runFor(ms);
const bidButton = (page: Page) =>
  page.getByRole('main').getByRole('button', { name: /^(Please Connect to Devnet|Loading\.\.\.|Not Eligible|Insufficient ETH|Place Bid)$/ });

test('a signed-in collector idles 30 s on the live auction and on the key collection: no account requests after the first, still signed in', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const wallet = await injectWallet(page, 8);
  await page.clock.install();
  await page.goto(await auctionPage());
  await connectAndSignIn(page, bidButton(page));
  await expect(bidButton(page)).toHaveText('Place Bid');
  await expect(page.getByRole('timer')).toBeVisible();

  const before = wallet.accountRequests();
  await idle(page);
  expect(wallet.accountRequests() - before, 'account requests while idle on the auction').toBe(0);
  await expect(bidButton(page)).toHaveText('Place Bid');
  await expect(page.getByText('Sign in with your wallet to bid')).toHaveCount(0);

  // Another page with a clock (the sale phases latch each second), as a returning signed-in wallet.
  await page.goto('/drops/synthia');
  await expect(page.getByRole('banner').getByRole('button', { name: '0x2...1E8f' })).toBeVisible();
  await idle(page, 3000);
  const settled = wallet.accountRequests();
  await idle(page);
  expect(wallet.accountRequests() - settled, 'account requests while idle on the key collection').toBe(0);
  await expect(page.getByRole('banner').getByRole('button', { name: '0x2...1E8f' })).toBeVisible();
  const session = await (await page.request.get('/api/auth/session')).json();
  expect(session.address).toBe(wallet.address.toLowerCase());
});

/** The other drop pages whose figures tick with a clock (sale windows, draws, burns). */
const clockPages = async () => [
  `/drops/shintaro-desiccation/product/${await itemKey('shintaro-desiccation', 'Hand')}`,
  `/drops/your-face-is-fucked-up/product/${await itemKey('your-face-is-fucked-up', 'Face One')}`,
  `/drops/theeveofrevolution/product/${await itemKey('theeveofrevolution', 'Barricade')}`,
  '/drops/vhilsnew',
];

test('a returning signed-in collector idles 30 s on every other page with a clock: no account requests after the first, still signed in', async ({ page }) => {
  const CLOCK_PAGES = await clockPages();
  test.setTimeout(CLOCK_PAGES.length * 20_000 + 60_000);
  const wallet = await injectWallet(page, 8);
  await page.clock.install();
  await page.goto(await auctionPage());
  await connectAndSignIn(page, bidButton(page));
  const header = page.getByRole('banner').getByRole('button', { name: '0x2...1E8f' });
  for (const path of CLOCK_PAGES) {
    await page.goto(path);
    await expect(header, path).toBeVisible();
    await idle(page, 3000);
    const settled = wallet.accountRequests();
    await idle(page);
    expect(wallet.accountRequests() - settled, `account requests while idle on ${path}`).toBe(0);
    await expect(header, path).toBeVisible();
    const session = await (await page.request.get('/api/auth/session')).json();
    expect(session.address, path).toBe(wallet.address.toLowerCase());
  }
});

test('the session ends on a wallet event only when the wallet left: disconnected in the wallet, or another account selected', async ({ page }) => {
  test.setTimeout(90_000);
  const wallet = await injectWallet(page, 8);
  const signedIn = wallet.address.toLowerCase();
  const sessionAddress = async () => ((await (await page.request.get('/api/auth/session')).json()) as { address: string | null }).address;
  await page.goto(await auctionPage());
  await connectAndSignIn(page, bidButton(page));
  await expect(bidButton(page)).toHaveText('Place Bid');
  expect(await sessionAddress()).toBe(signedIn);

  // Another account selected in the wallet: that account must sign in as itself.
  const other = await wallet.switchAccount(9);
  await expect.poll(sessionAddress).toBeNull();
  await expect(page.getByRole('banner').getByRole('button', { name: `${other.slice(0, 3)}...${other.slice(-4)}` })).toBeVisible();
  await expect(page.getByText('Sign in with your wallet to bid')).toBeVisible();

  // Signed in again, then disconnected from the wallet's side.
  await page
    .getByRole('banner')
    .getByRole('button', { name: `${other.slice(0, 3)}...${other.slice(-4)}` })
    .click();
  await page.getByRole('menuitem', { name: 'Sign in' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Sign message' }).click();
  // The first sign-in's toast may still be up (3 s).
  await expect(page.getByText('Login successfully').last()).toBeVisible();
  await expect.poll(sessionAddress).toBe(other.toLowerCase());
  await wallet.disconnectFromWallet();
  await expect.poll(sessionAddress).toBeNull();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Connect Wallet' })).toBeVisible();
});

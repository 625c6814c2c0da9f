import type { Browser, Page } from '@playwright/test';
import { parseEther } from 'viem';
import { expect, test } from './fixtures';
import { auctionPage, auctionItem as item, devnetAccount as account, indexedBids, shortAddress as short } from './support/auction';
import { connectAndSignIn } from './support/draw';
import { setSandboxTime } from './support/sandbox';
import { injectWallet } from './support/wallet';

/**
 * The live Floating auction: the figures in the server HTML, two collectors bidding in
 * turn from two browsers and each seeing the other's bid without a reload, the outbid notice, a
 * too-low bid refused inline, a late bid moving the end, the winner's confetti, the ineligible
 * wallet. The bid table's pages and a stopped node: auction-history.spec.ts.
 */
const button = (page: Page) =>
  page.getByRole('main').getByRole('button', {
    name: /^(Please Connect to Devnet|Loading\.\.\.|Not Eligible|Insufficient ETH|Place Bid|Placing Bid\.\.\.|Congratulations!|Auction Ended|Error, please refresh)$/,
  });
const highest = (page: Page) => page.getByTestId('highest-bid');
const input = (page: Page) => page.getByLabel('Your bid (ETH)');
const rows = (page: Page) => page.getByRole('table').locator('tbody tr');

/** A collector in a browser of their own: the wallet injected, the clock installed (so a test can move it), the page open. */
async function collector(browser: Browser, index: number, at: Date): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await injectWallet(page, index);
  await page.clock.install({ time: at });
  await page.goto(await auctionPage());
  return page;
}

test.describe.configure({ mode: 'serial' });

test('the server HTML carries the live figures, the window and the visitor’s button', async ({ request }) => {
  const html = await (await request.get(await auctionPage())).text();
  expect(html).toContain('<title>Floating: live auction | DRP</title>');
  expect(html).toMatch(/Reserve price<\/dt><dd>0\.1 ETH/);
  expect(html).toMatch(/Minimum bid gap<\/dt><dd>0\.1 ETH/);
  expect(html).toMatch(/Highest bid<\/dt><dd[^>]*>No bids yet/);
  expect(html).toMatch(/Bids<\/dt><dd[^>]*>0</);
  expect(html).toContain('role="timer" aria-label="Ends in"');
  expect(html).toContain('>Please Connect to Devnet</button>');
});

test('a wallet without a member or artist token is Not Eligible', async ({ page }) => {
  await injectWallet(page, 7);
  await page.goto(await auctionPage());
  await connectAndSignIn(page, button(page));
  await expect(button(page)).toHaveText('Not Eligible');
  await expect(button(page)).toBeDisabled();
});

test('two collectors bid in turn and see each other’s bids live; outbid, too low, a late bid, the winner', async ({ browser }) => {
  test.setTimeout(120_000);
  const a = await collector(browser, 8, new Date());
  const b = await collector(browser, 9, new Date());
  await connectAndSignIn(a, button(a));
  await connectAndSignIn(b, button(b));

  // The default is the reserve plus 0.1.
  await expect(input(a)).toHaveValue('0.2');
  await expect(button(a)).toHaveText('Place Bid');
  await button(a).click();
  await expect(a.getByText('Bid successful!')).toBeVisible();
  await expect.poll(item).toMatchObject({ highestBidder: account(8).address, highestBid: parseEther('0.2') });

  // The other browser has it within 2 s, without a reload: the figure, the table, the input's minimum.
  await expect(highest(b)).toHaveText('0.2 ETH', { timeout: 2000 });
  await expect(rows(b).first()).toContainText(short(account(8).address), { timeout: 2000 });
  await expect(b.getByTestId('bid-count')).toHaveText('1');
  await expect(b.getByText('Minimum 0.3 ETH')).toBeVisible();
  await expect(input(b)).toHaveValue('0.3');

  await button(b).click();
  await expect(b.getByText('Bid successful!')).toBeVisible();
  await expect.poll(item).toMatchObject({ highestBidder: account(9).address, highestBid: parseEther('0.3') });
  await expect(highest(a)).toHaveText('0.3 ETH', { timeout: 2000 });
  await expect(a.getByText("Sorry you've been outbid")).toBeVisible({ timeout: 2000 });
  await expect(rows(a)).toHaveCount(2);
  await expect(rows(a).first()).toContainText(short(account(9).address));

  // Too low: refused under the input, the button disabled, nothing sent.
  await input(a).fill('0.35');
  await expect(a.getByText('Bid is too low')).toBeVisible();
  await expect(button(a)).toBeDisabled();
  expect((await item()).highestBid).toBe(parseEther('0.3'));

  // Five minutes before the end, a bid moves the end to ten minutes after it: both countdowns follow.
  const end = (await item()).endAt;
  const late = new Date(Number(end - 300n) * 1000);
  await setSandboxTime(late);
  await a.clock.setSystemTime(late);
  await b.clock.setSystemTime(late);
  await expect(b.getByRole('timer')).toContainText('00h 0');
  await input(a).fill('0.4');
  await expect(a.getByText('Bid is too low')).toBeHidden();
  await button(a).click();
  await expect.poll(async () => (await item()).highestBid).toBe(parseEther('0.4'));
  const extended = (await item()).endAt;
  expect(extended).toBeGreaterThan(end);
  await expect(b.getByRole('timer')).toContainText(/(09|10)m/, { timeout: 2000 });
  await expect(a.getByRole('timer')).toContainText(/(09|10)m/, { timeout: 2000 });
  await expect(a.getByText("Sorry you've been outbid")).toBeHidden();
  await expect(b.getByText("Sorry you've been outbid")).toBeVisible({ timeout: 2000 });

  // Past the end: the winner sees the win and confetti, the other collector Auction Ended.
  const after = new Date(Number(extended + 5n) * 1000);
  await setSandboxTime(after);
  await a.clock.setSystemTime(after);
  await b.clock.setSystemTime(after);
  await expect(button(a)).toHaveText('Congratulations!');
  await expect(a.getByText('Congratulations! You won!')).toBeVisible();
  await expect(a.getByText('Winning Price')).toContainText('0.4 ETH');
  await expect(a.getByTestId('confetti')).toHaveAttribute('data-fired', 'true');
  await expect(button(b)).toHaveText('Auction Ended');
  await expect(b.getByTestId('confetti')).toHaveCount(0);
  await expect(b.getByText('Winning bid')).toBeVisible();

  // A winner who asks for less motion gets the win without confetti.
  await a.emulateMedia({ reducedMotion: 'reduce' });
  await a.reload();
  await expect(a.getByText('Congratulations! You won!')).toBeVisible();
  await expect(a.getByTestId('confetti')).toHaveCount(0);

  // The platform indexed the three bids from the chain: the server HTML has them after a reload.
  await expect.poll(indexedBids).toBe(3);
  await b.reload();
  await expect(b.getByTestId('bid-count')).toHaveText('3');
  await expect(rows(b)).toHaveCount(3);
  await a.context().close();
  await b.context().close();
});

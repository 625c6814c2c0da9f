import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { connectAndSignIn, raffleEntries } from './support/draw';
import { itemKey, setSandboxTime } from './support/sandbox';
import { injectWallet } from './support/wallet';

/**
 * The Your Face rounds (their draw completed) and the June 2022 draw on the Eve of Revolution items:
 * before, during and after its window, with the browser's and the platform's clocks moved.
 */
const EVE = '/drops/theeveofrevolution';
/** An Eve item's platform key, by its title. */
const eveItem = (title: string) => itemKey('theeveofrevolution', title);
const BEFORE = new Date('2022-06-02T17:59:50-04:00');
const DURING = new Date('2022-06-03T10:00:00-04:00');
const AFTER = new Date('2022-06-03T18:00:01-04:00');

const button = (page: Page) =>
  page
    .getByRole('main')
    .locator('button', { hasText: /^(Opens .*|Please Connect|Loading\.\.\.|Not Eligible|Enter Draw|Entering\.\.\.|Entered|Draw Closed|Raffle Completed)$/ });

test('the Your Face rounds: date lines, items under /product/, and only Raffle Completed there, without script', async ({ request, browser }) => {
  const first = await (await request.get('/drops/your-face-is-fucked-up')).text();
  expect(first).toContain('Thursday Feb 24 2022');
  expect(first).toContain(`href="/drops/your-face-is-fucked-up/product/${await itemKey('your-face-is-fucked-up', 'Face One')}"`);
  const second = await (await request.get('/drops/yourface2')).text();
  expect(second).toContain('Friday Apr 15 2022');
  expect(second).toContain(`href="/drops/yourface2/product/${await itemKey('yourface2', 'Face Two')}"`);

  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`/drops/your-face-is-fucked-up/product/${await itemKey('your-face-is-fucked-up', 'Face One')}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Face One');
  await expect(button(page)).toHaveText('Raffle Completed');
  await expect(button(page)).toBeDisabled();
  await expect(page.getByRole('main').getByRole('button')).toHaveCount(1);
  await context.close();
});

test('before 2 June 2022 18:00 -04:00 the draw shows its opening time, then opens', async ({ page }) => {
  await page.clock.install({ time: BEFORE });
  await page.goto(`${EVE}/product/${await eveItem('Barricade')}`);
  await expect(button(page)).toHaveText('Opens Thursday 2nd June 6pm EST');
  await expect(button(page)).toBeDisabled();
  await expect(page.getByRole('timer')).toHaveText(/^Draw opens in 00h 00m (0\d|10)s$/);
  await page.clock.runFor(11_000);
  await expect(button(page)).toHaveText('Please Connect');
  await expect(page.getByRole('timer')).toHaveText(/^Draw closes in 23h 59m \d\ds$/);
});

test('during the draw the collector with an id 4 token enters: Enter Draw → Entered, kept after a reload', async ({ page, wallet }) => {
  await setSandboxTime(DURING);
  await page.clock.install({ time: DURING });
  await page.goto(`${EVE}/product/${await eveItem('Crowd')}`);
  await connectAndSignIn(page, button(page));
  await expect(button(page)).toHaveText('Enter Draw');
  expect(await raffleEntries(wallet.address)).not.toContain(await eveItem('Crowd'));
  await button(page).click();
  await expect(page.getByText('Raffle successfully entered!')).toBeVisible();
  await expect(button(page)).toHaveText('Entered');
  await expect(button(page)).toBeDisabled();
  expect(await raffleEntries(wallet.address)).toContain(await eveItem('Crowd'));
  // Nothing on the page reads the chain on a timer: the draw reads the wallet's holdings on connect, the mint's count comes by the stream.
  const asked: string[] = [];
  page.on('request', (req) => void (req.postData()?.includes('"jsonrpc"') && asked.push(req.url())));
  await page.clock.runFor(2 * 12_000 + 1000);
  await page.waitForTimeout(500);
  expect(asked).toEqual([]);
  await page.reload();
  await expect(button(page)).toHaveText('Entered');
});

test('during the draw a wallet with 4 of ids 6 and 7 is Not Eligible', async ({ page }) => {
  await setSandboxTime(DURING);
  await injectWallet(page, 9);
  await page.clock.install({ time: DURING });
  await page.goto(`${EVE}/product/${await eveItem('Storyboard 1')}`);
  await connectAndSignIn(page, button(page));
  await expect(button(page)).toHaveText('Not Eligible');
  await expect(button(page)).toBeDisabled();
});

test('after 3 June 2022 18:00 -04:00 the draw is closed', async ({ page }) => {
  await setSandboxTime(AFTER);
  await page.clock.install({ time: AFTER });
  await page.goto(`${EVE}/product/${await eveItem('Eve of Revolution')}`);
  await expect(button(page)).toHaveText('Draw Closed');
  await expect(button(page)).toBeDisabled();
  await expect(page.getByRole('timer')).toHaveCount(0);
});

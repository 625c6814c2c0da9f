import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { auctionPage, bidOnChain, devnetAccount as account, indexedBids, shortAddress } from './support/auction';
import { pauseDevnet } from './support/sandbox';

/**
 * The Floating auction's bid history: the platform's pages of 6, indexed from the chain,
 * loaded by scrolling the table; and the page when the node stops answering.
 */
const AMOUNTS = ['0.2', '0.3', '0.4', '0.5', '0.6', '0.7', '0.8', '0.9', '1'];

test.describe.configure({ mode: 'serial' });

test('the bid table shows the first 6 bids, newest first, and pages on by scrolling', async ({ page, request }) => {
  // Nine bids by two collectors, straight on the chain; the platform indexes them from its events.
  for (const [i, amount] of AMOUNTS.entries()) await bidOnChain(i % 2 ? 9 : 8, amount);
  await expect.poll(indexedBids).toBe(AMOUNTS.length);

  const html = await (await request.get(await auctionPage())).text();
  expect(html.match(/<tr><td class="[^"]*" title="0x/g)).toHaveLength(6);

  await page.setViewportSize({ width: 1280, height: 600 });
  await page.goto(await auctionPage());
  const rows = page.getByRole('table').locator('tbody tr');
  await expect(rows).toHaveCount(6);
  await expect(rows.first()).toContainText('1 ETH');
  await expect(page.getByTestId('bid-count')).toHaveText('9');
  // The row 4 from the end coming into view loads the next page.
  await rows.nth(2).scrollIntoViewIfNeeded();
  await expect(rows).toHaveCount(9);
  await expect(rows.last()).toContainText('0.2 ETH');
  await expect(rows.last()).toContainText(shortAddress(account(8).address));

  // The pages' route answers for a drop's live auction, named by its nav key, and for nothing else.
  const second = await request.get('/api/auctions/bids?auction=theeveofrevolution&page=2');
  expect(second.status()).toBe(200);
  expect((await second.json()).rows).toHaveLength(3);
  for (const [query, status] of [
    ['auction=shintaro-desiccation&page=1', 404],
    ['auction=tidal-light&page=1', 404],
    ['page=1', 400],
    ['auction=..&page=1', 404],
  ] as const) {
    const res = await request.get(`/api/auctions/bids?${query}`);
    expect(res.status(), query).toBe(status);
    expect(await res.json(), query).toHaveProperty('error');
  }
});

/** What the page asks the chain itself: JSON-RPC posts and sockets. The server's one watch should answer for it. */
function chainAsks(page: Page): string[] {
  const asked: string[] = [];
  page.on('request', (req) => {
    if (req.method() === 'POST' && req.postData()?.includes('"jsonrpc"')) asked.push(req.url());
  });
  page.on('websocket', (socket) => asked.push(socket.url()));
  return asked;
}

test('when the node stops answering, the page keeps its figures and says so; when it is back, it catches up', async ({ page, request }) => {
  test.setTimeout(90_000);
  const asked = chainAsks(page);
  await page.goto(await auctionPage());
  await expect(page.getByTestId('highest-bid')).toHaveText('1 ETH');
  try {
    await pauseDevnet(true);
    await expect(page.getByText('Live bids are paused: the network is not answering. Retrying…')).toBeVisible({ timeout: 15_000 });
    await expect(page.getByTestId('highest-bid')).toHaveText('1 ETH');
    await expect(page.getByRole('heading', { name: 'Floating', level: 1 })).toBeVisible();

    // A page rendered meanwhile: the platform's figures, and the auction's unknown state named.
    const res = await request.get(await auctionPage());
    expect(res.status()).toBe(200);
    const html = await res.text();
    expect(html).toContain('Error, please refresh');
    expect(html).toMatch(/Highest bid<\/dt><dd[^>]*>1 ETH/);
    expect(html).toMatch(/Bids<\/dt><dd[^>]*>9</);
  } finally {
    await pauseDevnet(false);
  }
  await expect(page.getByText('Live bids are paused: the network is not answering. Retrying…')).toBeHidden({ timeout: 15_000 });
  // Nothing is missed: a bid after the node came back shows as any other.
  await bidOnChain(8, '1.1');
  await expect(page.getByTestId('highest-bid')).toHaveText('1.1 ETH', { timeout: 2000 });
  await expect(page.getByTestId('bid-count')).toHaveText('10');
  await expect(page.getByRole('table').locator('tbody tr').first()).toContainText(shortAddress(account(8).address));
  // A visitor with no wallet: every figure came from the site's stream, none from the chain.
  expect(asked).toEqual([]);
});

test('a browser that cannot keep the stream asks the site every few seconds instead, and still sees a bid', async ({ page }) => {
  const asked = chainAsks(page);
  await page.addInitScript(() => Reflect.deleteProperty(window, 'EventSource'));
  const polls: string[] = [];
  page.on('request', (req) => {
    if (req.url().includes('/api/live?') && req.headers().accept?.includes('application/json')) polls.push(req.url());
  });
  await page.goto(await auctionPage());
  await expect(page.getByTestId('bid-count')).toHaveText('10');
  await bidOnChain(9, '1.2');
  // A 3 s poll, and the server's watch a second behind the block.
  await expect(page.getByTestId('highest-bid')).toHaveText('1.2 ETH', { timeout: 5000 });
  await expect(page.getByTestId('bid-count')).toHaveText('11');
  expect(polls.length).toBeGreaterThan(0);
  expect(asked).toEqual([]);
});

import type { Page } from '@playwright/test';
import { createPublicClient, createWalletClient, http } from 'viem';
import { mnemonicToAccount } from 'viem/accounts';
import { foundry } from 'viem/chains';
import { desiccationEditionsAbi } from '../contracts/generated/DesiccationEditions';
import { memberTokenAbi } from '../contracts/generated/MemberToken';
import { expect, test } from './fixtures';
import { connectAndSignIn, raffleEntries } from './support/draw';
import { sandboxContracts, setPlatformFault, setSandboxTime, itemKey } from './support/sandbox';
import { DEVNET_RPC, injectWallet, TEST_MNEMONIC } from './support/wallet';

/**
 * The Desiccation drop: its page and ended auction in the server HTML, the raffle with
 * the clock moved into its window (browser and platform), and the mint after it, on the chain.
 */
const devnet = { ...foundry, rpcUrls: { default: { http: [DEVNET_RPC] } } };
const chain = createPublicClient({ chain: devnet, transport: http(DEVNET_RPC) });
const DROP = '/drops/shintaro-desiccation';
/** A Desiccation item's platform key, by its title. */
const item = (title: string) => itemKey('shintaro-desiccation', title);
const IN_RAFFLE = new Date('2022-02-13T10:00:00+11:00');
const BEFORE_OPENING = new Date('2022-02-12T08:59:50+11:00');

const button = (page: Page) =>
  page.getByRole('main').getByRole('button', {
    name: /^(Please Connect|Loading\.*|Coming Soon|Enter Draw|Entering\.\.\.|Entered|Not Enough Tokens|Not Eligible|Mint|Minting\.\.\.|Minted|Sold Out)$/,
  });

test('the drop page: date line, manifesto, the grid in its fixed order with Aquarium apart, each item on its route', async ({ request }) => {
  const html = await (await request.get(DROP)).text();
  expect(html).toContain('Saturday Feb 12 2022');
  expect(html).toContain('Manifesto');
  const titles = [...html.matchAll(/<h[23] class="[^"]*title[^"]*">([^<]+)<\/h[23]>/g)].map((m) => m[1]);
  expect(titles.slice(0, 9)).toEqual(['Aquarium', 'Mermaid', 'Lock Eyes', 'Hand', 'Caterpillar', 'School Days', 'Desiccation', 'Lottery', 'Eyeballs']);
  expect(html).toContain(`href="${DROP}/auction/${await item('Aquarium')}"`);
  expect(html).toContain(`href="${DROP}/product/${await item('Hand')}"`);
  expect(html).not.toContain(`href="${DROP}/${await item('Hand')}"`);
});

test('the hero: the poster in the server HTML (the first paint), the film over it, playing muted', async ({ page, request }) => {
  const html = await (await request.get(DROP)).text();
  expect(html).toMatch(/<img[^>]+fetchPriority="high"/i);
  const film = /<video[^>]+src="([^"]+desiccation-film\.webm)"/.exec(html)?.[1];
  expect(film).toBeTruthy();
  const res = await request.get(film!);
  expect(res.headers()['content-type']).toBe('video/webm');

  await page.goto(DROP);
  const video = page.getByLabel('Desiccation film');
  await expect(video).toBeVisible();
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState >= 2 && !v.paused && v.muted)).toBe(true);
});

test('the film drop is the route with the dark body (platform-core §2), without JavaScript too; the others stay light', async ({ browser, page }) => {
  const colours = (p: typeof page) => p.evaluate(() => [getComputedStyle(document.body).backgroundColor, getComputedStyle(document.body).color]);
  const noScript = await browser.newContext({ javaScriptEnabled: false });
  const plain = await noScript.newPage();
  await plain.goto(DROP);
  expect(await colours(plain)).toEqual(['rgb(13, 13, 13)', 'rgb(244, 243, 240)']);
  await noScript.close();
  await page.goto(DROP);
  expect(await colours(page)).toEqual(['rgb(13, 13, 13)', 'rgb(244, 243, 240)']);
  // Leaving it in the app (a client navigation), the body is light again.
  await page.getByRole('banner').getByRole('link', { name: 'DRP home' }).click();
  await expect(page).toHaveURL('/');
  await expect.poll(() => colours(page)).toEqual(['rgb(255, 255, 255)', 'rgb(17, 17, 17)']);
});

test('the ended auction: reserve, winning price, 17 bids and the history table in the server HTML', async ({ page, request }) => {
  const res = await request.get(`${DROP}/auction/${await item('Aquarium')}`);
  expect(res.status()).toBe(200);
  const html = await res.text();
  for (const text of ['Auction Ended', 'Reserve price', '0.1 ETH', 'Winning price', '28.88 ETH']) expect(html).toContain(text);

  await page.goto(`${DROP}/auction/${await item('Aquarium')}`);
  await expect(page.getByRole('definition').filter({ hasText: /^17$/ })).toBeVisible();
  const rows = page.getByRole('table').getByRole('row');
  await expect(rows).toHaveCount(18);
  await expect(rows.nth(1)).toContainText('28.88 ETH');
  await expect(rows.nth(17)).toContainText('0.2 ETH');
  // Each bid's time in the spec's "YYYY-MM-DD HH:mm:ss", nothing added; the instant in <time datetime>.
  const time = rows.nth(1).locator('time');
  await expect(time).toHaveText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  await expect(time).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}T/);
  await page.getByRole('link', { name: 'Back to Desiccation' }).click();
  await expect(page).toHaveURL(DROP);
  // Another item is not an auction.
  expect((await request.get(`${DROP}/auction/${await item('Hand')}`)).status()).toBe(404);
});

test('before the drop opens every timed item is Coming Soon, counting down', async ({ page }) => {
  await page.clock.install({ time: BEFORE_OPENING });
  await page.goto(`${DROP}/product/${await item('Lock Eyes')}`);
  await expect(button(page)).toHaveText('Coming Soon');
  await expect(button(page)).toBeDisabled();
  await expect(page.getByRole('timer')).toHaveText(/^Opens in 00h 00m (0\d|10)s$/);
  await page.clock.runFor(11_000);
  await expect(button(page)).toHaveText('Please Connect');
  await expect(page.getByText('Minting Now')).toBeVisible();
});

test('in the draw window the verified collector enters: Enter Draw → Entered, kept after a reload', async ({ page, wallet }) => {
  await setSandboxTime(IN_RAFFLE);
  await page.clock.install({ time: IN_RAFFLE });
  await page.goto(`${DROP}/product/${await item('Hand')}`);
  await expect(page.getByRole('timer')).toHaveText(/^Draw closes in (22h 59m|23h 00m) \d\ds$/);
  await expect(button(page)).toHaveText('Please Connect');
  await connectAndSignIn(page, button(page));
  await expect(button(page)).toHaveText('Enter Draw');
  expect(await raffleEntries(wallet.address)).toEqual([]);

  // A failed entry says so and leaves the button to try again.
  await setPlatformFault('error');
  try {
    await button(page).click();
    await expect(page.getByText('Entering raffle error')).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'Error entering raffle, please try again.' })).toBeVisible();
    await expect(button(page)).toHaveText('Enter Draw');
  } finally {
    await setPlatformFault(null);
  }
  expect(await raffleEntries(wallet.address)).toEqual([]);

  await button(page).click();
  await expect(page.getByText('Raffle successfully entered!')).toBeVisible();
  await expect(button(page)).toHaveText('Entered');
  await expect(button(page)).toBeDisabled();
  expect(await raffleEntries(wallet.address)).toEqual([await item('Hand')]);

  await page.reload();
  await expect(button(page)).toHaveText('Entered');
});

test('a wallet without member tokens is told Not Enough Tokens', async ({ page }) => {
  await setSandboxTime(IN_RAFFLE);
  await injectWallet(page, 6);
  await page.clock.install({ time: IN_RAFFLE });
  await page.goto(`${DROP}/product/${await item('Caterpillar')}`);
  await connectAndSignIn(page, button(page));
  await expect(button(page)).toHaveText('Not Enough Tokens');
  await expect(button(page)).toBeDisabled();
});

test('an unverified user holding a token sees Enter Draw disabled with the link to verify', async ({ page }) => {
  // Give the unverified demo user (#7) a member token, as the token's owner would.
  const { MemberToken } = await sandboxContracts();
  const owner = createWalletClient({ chain: devnet, transport: http(DEVNET_RPC), account: mnemonicToAccount(TEST_MNEMONIC, { addressIndex: 0 }) });
  const newbie = mnemonicToAccount(TEST_MNEMONIC, { addressIndex: 7 }).address;
  await chain.waitForTransactionReceipt({
    hash: await owner.writeContract({ address: MemberToken, abi: memberTokenAbi, functionName: 'teamMint', args: [newbie, 1n] }),
  });

  await setSandboxTime(IN_RAFFLE);
  await injectWallet(page, 7);
  await page.clock.install({ time: IN_RAFFLE });
  await page.goto(`${DROP}/product/${await item('School Days')}`);
  await connectAndSignIn(page, button(page));
  await expect(button(page)).toHaveText('Enter Draw');
  await expect(button(page)).toBeDisabled();
  await expect(page.getByRole('link', { name: 'Please verify your email to enter.' })).toHaveAttribute('href', '/users/update');
});

test('after the window the collector mints Lock Eyes on the chain; Mermaid is sold out', async ({ page, wallet }) => {
  await setSandboxTime(new Date());
  const { DesiccationEditions } = await sandboxContracts();
  const read = (functionName: 'totalSupply' | 'balanceOf', args: readonly unknown[]) =>
    chain.readContract({ address: DesiccationEditions, abi: desiccationEditionsAbi, functionName, args } as never) as Promise<bigint>;
  expect(await read('balanceOf', [wallet.address, 2n])).toBe(0n);
  const supplyBefore = await read('totalSupply', [2n]);

  await page.goto(`${DROP}/product/${await item('Mermaid')}`);
  await expect(page.getByText('Mint Ended')).toBeVisible();
  // A visitor with no wallet watches the same item.
  const visitorContext = await page.context().browser()!.newContext();
  const visitor = await visitorContext.newPage();
  const asked: string[] = [];
  visitor.on('request', (req) => void (req.postData()?.includes('"jsonrpc"') && asked.push(req.url())));
  await visitor.goto(`${DROP}/product/${await item('Lock Eyes')}`);
  await expect(visitor.getByTestId('minted-counter')).toHaveText(`${supplyBefore} / 25 minted`);

  await page.goto(`${DROP}/product/${await item('Lock Eyes')}`);
  await expect(page.getByText('Minting Now')).toBeVisible();
  await connectAndSignIn(page, button(page));
  await expect(button(page)).toHaveText('Mint');
  await button(page).click();
  await expect(page.getByText('Successfully minted Lock Eyes')).toBeVisible();
  await expect(button(page)).toHaveText('Minted');

  expect(await read('balanceOf', [wallet.address, 2n])).toBe(1n);
  expect(await read('totalSupply', [2n])).toBe(supplyBefore + 1n);
  await expect(page.getByTestId('minted-counter')).toHaveText(`${supplyBefore + 1n} / 25 minted`);
  // By the server's live stream: the visitor's browser reads no chain.
  await expect(visitor.getByTestId('minted-counter')).toHaveText(`${supplyBefore + 1n} / 25 minted`, { timeout: 2000 });
  expect(asked).toEqual([]);
  await visitorContext.close();

  await page.goto(`${DROP}/product/${await item('Mermaid')}`);
  await expect(button(page)).toHaveText('Sold Out');
});

import type { Page } from '@playwright/test';
import { createPublicClient, http, parseEther } from 'viem';
import { foundry } from 'viem/chains';
import { jokerPrintClaimAbi } from '../contracts/generated/JokerPrintClaim';
import { encodeClaimToken } from '../lib/drops/print-claim/rules';
import { expect, test } from './fixtures';
import { connectAndSignIn } from './support/draw';
import { sandboxContracts } from './support/sandbox';
import { DEVNET_RPC, injectWallet, WALLET_NAME } from './support/wallet';

/**
 * The founding member token (sold out; its preconditions named in the spec's order) and the Joker
 * print claim: Sold Out in the normal and special modes; from a real `t` link, the claim
 * on the chain at 0.5 ETH with the fixed gas limit, "Claim Successful, {hash}", "Sign Up to DRP",
 * and Already Claimed after a reload; a broken link says so.
 */
const devnet = { ...foundry, rpcUrls: { default: { http: [DEVNET_RPC] } } };
const chain = createPublicClient({ chain: devnet, transport: http(DEVNET_RPC) });
const FOUNDING = '/drops/membership-token';
const PAY = '/drops/lushsux-joker/pay';

const main = (page: Page) => page.getByRole('main');

test('the founding token page is Sold Out at 2000 / 2000 in the server HTML, with the market link', async ({ request }) => {
  const html = await (await request.get(FOUNDING)).text();
  expect(html).toMatch(/<strong>2000<\/strong>(<!-- -->)? \/ 2000 claimed/);
  expect(html).toContain('2000 editions at 0.002 ETH');
  expect(html).toContain('>Sold Out</button>');
  expect(html).toContain('>Buy on the market</a>');
});

test('founding token: an incomplete profile is told first; a complete one with a member token sees no precondition and its profile link', async ({
  page,
  browser,
}) => {
  await injectWallet(page, 7);
  await page.goto(FOUNDING);
  await page.getByRole('button', { name: 'Connect Wallet' }).click();
  await page.getByRole('dialog').getByRole('button', { name: WALLET_NAME }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Sign message' }).click();
  // The newbie's e-mail is not verified: the profile is the first precondition to fail.
  await expect(page.getByTestId('founding-precondition')).toHaveText('Please complete your profile');
  await expect(main(page).getByRole('button', { name: 'Sold Out' })).toBeDisabled();

  const context = await browser.newContext();
  const collector = await context.newPage();
  await injectWallet(collector, 8);
  await collector.goto(FOUNDING);
  await collector.waitForFunction(() => Object.keys(document).some((k) => k.startsWith('__reactContainer$')));
  await collector.getByRole('button', { name: 'Connect Wallet' }).click();
  await collector.getByRole('dialog').getByRole('button', { name: WALLET_NAME }).click();
  await collector.getByRole('dialog').getByRole('button', { name: 'Sign message' }).click();
  await expect(main(collector).getByRole('link', { name: 'Your public profile' })).toHaveAttribute('href', '/users/collector');
  await expect(collector.getByTestId('founding-precondition')).toHaveCount(0);
  await context.close();
});

test('the joker page (special mode) shows Sold Out; the payment page without a valid link says so', async ({ page, request }) => {
  const html = await (await request.get('/drops/lushsux-joker')).text();
  expect(html).toContain('>Sold Out</button>');
  const pay = await request.get(PAY);
  expect(pay.status()).toBe(200);
  const payHtml = await pay.text();
  for (const text of ['Lushsux Joker (Tethered Print)', 'List price: 0.5 ETH', '<video']) expect(payHtml).toContain(text);

  await page.goto(`${PAY}?t=${encodeURIComponent(btoa('SOMEONE-ELSE-17'))}`);
  await expect(page.getByText('This claim link is not valid. Check the link printed with your print.')).toBeVisible();
  await page.goto(`${PAY}?t=${encodeClaimToken(151)}`);
  await expect(page.getByText('This claim link is not valid.', { exact: false })).toBeVisible();
});

test('print claim: from its link, the collector claims print #17 for 0.5 ETH; after a reload it is Already Claimed', async ({ page, wallet }) => {
  const { JokerPrintClaim } = await sandboxContracts();
  await page.goto(`${PAY}?t=${encodeClaimToken(17)}`);
  await expect(page.getByTestId('claim-token')).toHaveText('Claim Token: #17/150');
  const claim = main(page).getByRole('button', { name: /^(Connect|Connecting|Claim Token|Already Claimed|Sold Out)$/ });
  await connectAndSignIn(page, claim);
  await expect(page.getByTestId('claim-account')).toHaveText(`Account: ${wallet.address}`);
  await expect(claim).toHaveText('Claim Token');
  const before = await chain.getBalance({ address: JokerPrintClaim });
  await claim.click();
  await expect(page.getByText(/Claim Successful, 0x[0-9a-f]{64}/)).toBeVisible();
  await expect(main(page).getByRole('link', { name: 'Sign Up to DRP' })).toHaveAttribute('href', '/register');
  await expect(claim).toHaveText('Already Claimed');

  expect(await chain.readContract({ address: JokerPrintClaim, abi: jokerPrintClaimAbi, functionName: 'ownerOf', args: [17n] })).toBe(wallet.address);
  expect((await chain.getBalance({ address: JokerPrintClaim })) - before).toBe(parseEther('0.5'));
  // The spec's fixed gas limit (collections §7), not an estimate.
  const [transfer] = await chain.getContractEvents({ address: JokerPrintClaim, abi: jokerPrintClaimAbi, eventName: 'Transfer', args: { tokenId: 17n } });
  expect((await chain.getTransaction({ hash: transfer.transactionHash })).gas).toBe(230000n);

  await page.reload();
  await expect(claim).toHaveText('Already Claimed');
  await expect(claim).toBeDisabled();
});

import type { Page } from '@playwright/test';
import { createPublicClient, http } from 'viem';
import { foundry } from 'viem/chains';
import { blackFeatherAbi } from '../contracts/generated/BlackFeather';
import { expect, test } from './fixtures';
import { connectAndSignIn } from './support/draw';
import { sandboxContracts } from './support/sandbox';
import { DEVNET_RPC, injectWallet } from './support/wallet';

const chain = createPublicClient({ chain: { ...foundry, rpcUrls: { default: { http: [DEVNET_RPC] } } }, transport: http(DEVNET_RPC) });

async function onChain(owner: `0x${string}`) {
  const { BlackFeather } = await sandboxContracts();
  const [balance, supply] = await Promise.all([
    chain.readContract({ address: BlackFeather, abi: blackFeatherAbi, functionName: 'balanceOf', args: [owner, 0n] }),
    chain.readContract({ address: BlackFeather, abi: blackFeatherAbi, functionName: 'totalSupply' }),
  ]);
  return { balance, supply };
}

/** Connects from the mint button and, unless told otherwise, signs RainbowKit's sign-in message. */
const pleaseConnect = (page: Page) => page.getByRole('main').getByRole('button', { name: 'Please Connect' });

const mintButton = (page: Page) =>
  page.getByRole('main').getByRole('button', { name: /^(Please Connect|Loading|Sold Out|CONNECT TO .*|SALES INACTIVE|Mint|Minting\.\.\.|Minted)$/ });

test('a browser without a wallet is told so by the mint button, and the button still offers the wallets that need no extension', async ({ page }) => {
  await page.goto('/drops/blackfeather');
  await expect(page.getByText('Non-Ethereum browser detected. Please install MetaMask browser plugin.')).toBeVisible();
  await expect(mintButton(page)).toHaveText('Please Connect');
  // Without an injected wallet the press must still open the dialog; it once did nothing here.
  await pleaseConnect(page).click();
  const dialog = page.getByRole('dialog');
  for (const name of ['WalletConnect', 'Coinbase Wallet']) await expect(dialog.getByRole('button', { name })).toBeVisible();
  await expect(dialog.getByText('Non-Ethereum browser extension detected. Please install or login to your Wallet')).toBeVisible();
});

test('the page shows the edition, price and minted counter in its server HTML', async ({ request }) => {
  const html = await (await request.get('/drops/blackfeather')).text();
  expect(html).toContain('Edition of 2000');
  expect(html).toContain('0.02 ETH');
  expect(html).toMatch(/<strong>12<\/strong> \/ 2000 minted/);
});

test('a rejected mint transaction changes nothing and shows no error', async ({ page, wallet }) => {
  await page.goto('/drops/blackfeather');
  await connectAndSignIn(page, pleaseConnect(page));
  await expect(mintButton(page)).toHaveText('Mint');
  wallet.rejectNextTransaction();
  await mintButton(page).click();
  await expect(mintButton(page)).toHaveText('Mint');
  await expect(page.getByText('An error has occured')).toHaveCount(0);
  expect((await onChain(wallet.address)).balance).toBe(0n);
});

test('the verified collector mints one Black Feather: 0 → 1 on the chain, and the button says Minted', async ({ page, wallet }) => {
  expect((await onChain(wallet.address)).balance).toBe(0n);
  await page.goto('/drops/blackfeather');
  await expect(mintButton(page)).toHaveText('Please Connect');
  await connectAndSignIn(page, pleaseConnect(page));

  // The header shows the signed-in wallet, shortened, with its dropdown.
  await expect(page.getByRole('banner').getByRole('button', { name: '0x2...1E8f' })).toBeVisible();

  await expect(mintButton(page)).toHaveText('Mint');
  await expect(mintButton(page)).toBeEnabled();
  await mintButton(page).click();
  await expect(page.getByText('Minted One Black Feather!')).toBeVisible();
  await expect(mintButton(page)).toHaveText('Minted');
  await expect(mintButton(page)).toBeDisabled();
  await expect(page.getByText('13', { exact: true })).toBeVisible();

  const after = await onChain(wallet.address);
  expect(after).toEqual({ balance: 1n, supply: 13n });
});

test('a user whose e-mail is not verified sees the button disabled', async ({ page }) => {
  await injectWallet(page, 7);
  await page.goto('/drops/blackfeather');
  await connectAndSignIn(page, pleaseConnect(page));
  await expect(mintButton(page)).toHaveText('Mint');
  await expect(mintButton(page)).toBeDisabled();
  await expect(page.getByRole('link', { name: 'Please verify your email to apply' })).toHaveAttribute('href', '/users/update');
});

test('a rejected sign-in signature leaves the visitor signed out and unable to mint', async ({ page, wallet }) => {
  await page.goto('/drops/blackfeather');
  wallet.rejectNextSignature();
  await connectAndSignIn(page, pleaseConnect(page), { sign: false });
  await page.getByRole('dialog').getByRole('button', { name: 'Sign message' }).click();
  // RainbowKit treats a rejection quietly: the sign step simply waits again.
  await expect(page.getByRole('dialog').getByRole('button', { name: 'Sign message' })).toBeEnabled();
  // Closing the sign-in step without signing disconnects: the visitor is back where they started.
  await page.keyboard.press('Escape');
  await expect(mintButton(page)).toHaveText('Please Connect');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Connect Wallet' })).toBeVisible();
  // The sign-out request runs after the modal closes: the cookie (it held the pending nonce) goes with it.
  await expect.poll(async () => (await page.context().cookies()).find((c) => c.name === 'drop_session')).toBeUndefined();
});

test('on another network the header and the button name the configured chain, and either switches back', async ({ page, wallet }) => {
  await page.goto('/drops/blackfeather');
  await connectAndSignIn(page, pleaseConnect(page));
  // Mint, or Minted when an earlier test of this file minted already.
  await expect(mintButton(page)).toHaveText(/^Mint(ed)?$/);
  const before = await mintButton(page).textContent();

  await wallet.switchChain(1);
  await expect(page.getByRole('banner').getByText('Network is not supported. Please switch to Devnet.')).toBeVisible();
  await expect(mintButton(page)).toHaveText('CONNECT TO DEVNET');
  // drop-pages §5's alert under the panel, named by the wallet code (the panel ships no chain config).
  await expect(page.getByRole('main').getByRole('alert').filter({ hasText: 'Please connect to Devnet' })).toBeVisible();
  await mintButton(page).click();
  await expect(mintButton(page)).toHaveText(before!);
  await expect(page.getByRole('main').getByText('Please connect to Devnet')).toHaveCount(0);
  await expect(page.getByRole('banner').getByText('Network is not supported')).toHaveCount(0);

  // The header's own button switches back too.
  await wallet.switchChain(1);
  await page.getByRole('banner').getByRole('button', { name: 'Wrong network' }).click();
  await expect(page.getByRole('banner').getByText('Network is not supported')).toHaveCount(0);
  await expect(mintButton(page)).toHaveText(before!);
});

test('the counter never flashes a default while the wallet code loads, and the code waits for the first click', async ({ page, wallet, request }) => {
  void wallet;
  // The page's HTML is cached 60 s: a fresh render, so the server's counter is the chain's of now (the mint above moved it).
  expect((await request.post('/api/revalidate', { data: { tag: 'drops' }, headers: { authorization: 'Bearer sandbox-revalidate-secret' } })).ok()).toBe(true);
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __counterTexts: string[] }).__counterTexts = seen;
    new MutationObserver(() => {
      const text = document.querySelector('[data-testid="minted-counter"] strong')?.textContent;
      if (text != null && seen[seen.length - 1] !== text) seen.push(text);
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
  await page.goto('/drops/blackfeather');
  await expect(mintButton(page)).toHaveText('Please Connect');
  await page.waitForLoadState('networkidle');
  // Before any interaction the wallet stack stays away: wagmi has stored nothing.
  expect(await page.evaluate(() => localStorage.getItem('wagmi.store'))).toBeNull();

  await connectAndSignIn(page, pleaseConnect(page));
  await expect(mintButton(page)).toHaveText(/^Mint(ed)?$/);
  const seen = await page.evaluate(() => (window as unknown as { __counterTexts: string[] }).__counterTexts);
  expect(seen.length).toBeGreaterThan(0);
  expect(seen).not.toContain('0');
  expect(new Set(seen).size).toBe(1);
});

test('the wallet modal lists MetaMask, WalletConnect and Coinbase Wallet', async ({ page, wallet }) => {
  expect(wallet.address).toBeTruthy();
  await page.goto('/drops/blackfeather');
  await page.getByRole('banner').getByRole('button', { name: 'Connect Wallet' }).click();
  const dialog = page.getByRole('dialog');
  for (const name of ['MetaMask', 'WalletConnect', 'Coinbase Wallet']) await expect(dialog.getByRole('button', { name })).toBeVisible();
  // The wallet apps' deep links are for phones, and this browser has a wallet: the modal is RainbowKit's as it is.
  await expect(dialog.getByRole('link', { name: 'Open in MetaMask' })).toHaveCount(0);
  await expect(dialog.getByText('Non-Ethereum browser extension detected', { exact: false })).toHaveCount(0);
});

test.describe('on a phone without a wallet', () => {
  test.use({
    viewport: { width: 390, height: 844 },
    userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
    isMobile: true,
    hasTouch: true,
  });

  test('the connect modal offers this page in MetaMask’s and Coinbase Wallet’s own browsers', async ({ page }) => {
    await page.goto('/drops/blackfeather');
    await pleaseConnect(page).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('link', { name: 'Open in MetaMask' })).toHaveAttribute(
      'href',
      'https://metamask.app.link/dapp/localhost:3000/drops/blackfeather',
    );
    await expect(dialog.getByRole('link', { name: 'Open in Coinbase Wallet' })).toHaveAttribute(
      'href',
      `https://go.cb-w.com/dapp?cb_url=${encodeURIComponent('http://localhost:3000/drops/blackfeather')}`,
    );
  });
});

test('a connected wallet that has not signed in shows its address in the header, with sign-in offered there', async ({ page, wallet }) => {
  void wallet;
  await page.goto('/drops/blackfeather');
  await connectAndSignIn(page, pleaseConnect(page));
  await expect(page.getByRole('banner').getByRole('button', { name: '0x2...1E8f' })).toBeVisible();

  // The session ends (another tab logged out, or it expired); the wallet stays connected.
  await page.context().clearCookies();
  await page.reload();
  const address = page.getByRole('banner').getByRole('button', { name: '0x2...1E8f' });
  await expect(address).toBeVisible();
  await address.click();
  await expect(page.getByRole('menuitem', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Logout' })).toHaveCount(0);
  await page.getByRole('menuitem', { name: 'Sign in' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Sign message' }).click();
  await expect(page.getByText('Login successfully')).toBeVisible();
  await address.click();
  await expect(page.getByRole('menuitem', { name: 'Profile' })).toHaveAttribute('href', /^\/users\/[^/]+$/);
});

import { expect, test } from './fixtures';
import { injectWallet, WALLET_NAME } from './support/wallet';

const ARTICLE = '/articles/theeveofrevolution-devblog';
const BODY_TEXT = 'became a drop';

async function connect(page: import('@playwright/test').Page) {
  await page.getByRole('main').getByRole('button', { name: 'Connect Wallet to View' }).click();
  await page.getByRole('dialog').getByRole('button', { name: WALLET_NAME }).click();
}

/** RainbowKit's sign-in step: the wallet signs the platform's nonce. */
async function signMessage(page: import('@playwright/test').Page) {
  await page.getByRole('dialog').getByRole('button', { name: 'Sign message' }).click();
}

test('a visitor sees the gated summary and the notice, and the body is not in the HTML', async ({ page, request }) => {
  const html = await (await request.get(ARTICLE)).text();
  expect(html).toContain('Holders of a Black Feather read the full production diary.');
  expect(html).toContain('Please connect your wallet to view the article');
  expect(html).not.toContain(BODY_TEXT);

  const api = await request.get('/api/articles/ar-eve-devblog/content');
  expect(api.status()).toBe(401);
  expect(await api.json()).toEqual({ error: 'Please connect your wallet to view the article' });

  await page.goto(ARTICLE);
  await expect(page.getByText('Please connect your wallet to view the article')).toBeVisible();
  await expect(page.getByText(BODY_TEXT)).toHaveCount(0);
});

test('the wallet modal closed without a wallet leaves the spec’s warning, and none before it opened', async ({ page, wallet }) => {
  expect(wallet.address).toBeTruthy();
  await page.goto(ARTICLE);
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'Connect Wallet to View' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(main.getByRole('alert')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(main.getByRole('alert')).toHaveText('Please connect your wallet');
});

test('a connected wallet without the token is told it needs one, and the server refuses it too', async ({ page, wallet }) => {
  expect(wallet.address).toBe('0x23618e81E3f5cdF7f54C3d65f7FBc0aBf5B21E8f');
  await page.goto(ARTICLE);
  await connect(page);
  await signMessage(page);
  await expect(page.getByText('This article is for holders: you need at least one token of this collection to read it.')).toBeVisible();
  await expect(page.getByText(BODY_TEXT)).toHaveCount(0);
});

test('a holder signs in with the wallet and reads the article; a rejected signature changes nothing', async ({ page }) => {
  // Devnet account #9 holds Black Feather editions minted by the sandbox.
  const holder = await injectWallet(page, 9);
  await page.goto(ARTICLE);
  await connect(page);

  holder.rejectNextSignature();
  await signMessage(page);
  // RainbowKit treats a rejection quietly: the sign step simply waits again.
  await expect(page.getByRole('dialog').getByRole('button', { name: 'Sign message' })).toBeEnabled();
  // Closing the sign-in step without signing disconnects: the visitor is back where they started.
  await page.keyboard.press('Escape');
  await expect(page.getByText('Please connect your wallet to view the article')).toBeVisible();
  await expect(page.getByText(BODY_TEXT)).toHaveCount(0);

  await connect(page);
  await signMessage(page);
  await expect(page.getByText('Login successfully')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'The process' })).toBeVisible();
  await expect(page.getByText(BODY_TEXT)).toBeVisible();

  // The session cookie is httpOnly: page scripts cannot read the platform token.
  expect(await page.evaluate(() => document.cookie)).not.toContain('drop_session');
  const cookies = await page.context().cookies();
  expect(cookies.find((c) => c.name === 'drop_session')).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
});

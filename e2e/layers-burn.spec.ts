import { createPublicClient, http } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { foundry } from 'viem/chains';
import { vhilsLayersAbi } from '../contracts/generated/VhilsLayers';
import { vhilsTearsAbi } from '../contracts/generated/VhilsTears';
import { expect, test } from './fixtures';
import { connectAndSignIn } from './support/draw';
import { API_URL, platformWalletToken, sandboxContracts, setSandboxTime } from './support/sandbox';
import { DEVNET_RPC } from './support/wallet';
import { shippingForm } from '../sandbox/api/test-forms';

/**
 * The layers' burning view: the collector (#8: layers 1–6 in states 0, 0, 1, 2, 3, 3)
 * claims tears in the claim window (open from the sandbox's start), then, the clock moved to the
 * burn window, burns a fully revealed layer for a print and sends the shipping form, which the
 * platform stores. In order: the clock only moves forward.
 */
const chain = createPublicClient({ chain: { ...foundry, rpcUrls: { default: { http: [DEVNET_RPC] } } }, transport: http(DEVNET_RPC) });
const PAGE = '/drops/vhilsnew';

test('claim tears in the window: the layers under three tears are offered, the claim pays 3/2/1 alpha tears each', async ({ page, wallet }) => {
  const { VhilsTears } = await sandboxContracts();
  const alpha = () => chain.readContract({ address: VhilsTears, abi: vhilsTearsAbi, functionName: 'balanceOf', args: [wallet.address, 1n] });
  const before = await alpha();
  await page.goto(PAGE);
  await expect(page.getByRole('timer')).toContainText('CLAIM TEARS ends in:');
  await connectAndSignIn(page, page.getByRole('main').getByRole('button', { name: 'Connect Wallet' }));
  // The info modal (collections §2): what the claim and each burn give, from the drop's figures; Escape closes it.
  await page.getByRole('button', { name: 'Info' }).click();
  const info = page.getByRole('dialog', { name: 'How claiming and burning work' });
  await expect(info.getByRole('listitem')).toHaveText(['1 print for 0.2 ETH', '4 prints for 0.8 ETH', '1 original billboard artwork for 10 ETH']);
  await page.keyboard.press('Escape');
  await expect(info).toBeHidden();
  await expect(page.getByRole('button', { name: 'Info' })).toBeFocused();
  await page.getByRole('button', { name: 'CLAIM TEARS' }).click();
  const dialog = page.getByRole('dialog', { name: 'Claim TEARS' });
  await expect(dialog.getByRole('checkbox')).toHaveCount(4);
  await expect(dialog.getByRole('button', { name: 'Claim' })).toBeDisabled();
  await dialog.getByLabel('LAYER #1: 3 TEARS').check();
  await dialog.getByLabel('LAYER #4: 1 TEARS').check();
  await dialog.getByRole('button', { name: 'Claim 4 TEARS' }).click();
  await expect(page.getByText('TEARS claimed')).toBeVisible({ timeout: 20_000 });
  expect(await alpha()).toBe(before + 4n);

  await page.getByRole('button', { name: 'CLAIM TEARS' }).click();
  await expect(dialog.getByRole('checkbox')).toHaveCount(2);
  await expect(dialog.getByLabel('LAYER #2: 3 TEARS')).toBeVisible();
});

test('in the burn window a fully revealed layer burns for a print; the shipping form is checked, then stored by the platform', async ({
  page,
  wallet,
  request,
}) => {
  const { VhilsLayers } = await sandboxContracts();
  const at = new Date(Date.now() + 3 * 86_400_000 + 3_600_000);
  await setSandboxTime(at);
  await page.clock.install({ time: at });
  await page.goto(PAGE);
  await expect(page.getByRole('timer')).toContainText('BURN ends in:');
  await connectAndSignIn(page, page.getByRole('main').getByRole('button', { name: 'Connect Wallet' }));
  await page.getByRole('button', { name: 'Burn for 1 print (0.2 ETH)' }).click();
  const dialog = page.getByRole('dialog', { name: 'Burn a LAYER' });
  await expect(dialog.getByRole('radio')).toHaveCount(2);
  await expect(dialog.getByRole('button', { name: 'Burn' })).toBeDisabled();
  await dialog.getByLabel('LAYER #5').check();
  await dialog.getByRole('button', { name: 'Burn' }).click();
  await expect(page.getByText('LAYER #5 burned')).toBeVisible({ timeout: 20_000 });
  expect(await chain.readContract({ address: VhilsLayers, abi: vhilsLayersAbi, functionName: 'ownedTokens', args: [wallet.address] })).toEqual([
    1n,
    2n,
    3n,
    4n,
    6n,
  ]);

  const shipping = page.getByRole('form', { name: 'Shipping form' });
  // The burn's transaction hash copies with one press, which says "Copied" for 500 ms (collections §9).
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  // The page's clock stands still while "Copied" is checked, then runs the 500 ms.
  await page.clock.pauseAt(new Date((await page.evaluate(() => Date.now())) + 1000));
  await shipping.getByRole('button', { name: 'Copy' }).click();
  await expect(shipping.getByRole('button', { name: 'Copied' })).toBeVisible();
  await expect(shipping.getByRole('status')).toHaveText('Transaction hash copied');
  await page.clock.runFor(400);
  await expect(shipping.getByRole('button', { name: 'Copied' })).toBeVisible();
  await page.clock.runFor(150);
  await expect(shipping.getByRole('button', { name: 'Copy' })).toBeVisible();
  await page.clock.resume();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toMatch(/^0x[0-9a-f]{64}$/);
  await expect(shipping.locator('code')).toHaveAttribute('title', copied);

  // Someone else posts a form for this burn straight to the platform, naming the owner's wallet:
  // refused without a user's token, and with their own (another wallet's).
  const theirs = { ...shippingForm(copied), wallet_address: wallet.address };
  const direct = async (token?: string) =>
    (
      await fetch(`${API_URL}/layers/shipping`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify(theirs),
      })
    ).status;
  expect(await direct()).toBe(401);
  expect(await direct(await platformWalletToken(privateKeyToAccount(generatePrivateKey())))).toBe(403);
  expect(((await (await fetch(`${API_URL}/__sandbox/layers-shipping`)).json()) as { items: unknown[] }).items).toEqual([]);
  await shipping.getByRole('button', { name: 'Send' }).click();
  await expect(shipping.getByText('First name must be 1 characters at minimum')).toBeVisible();
  await expect(shipping.getByText('Country is required')).toBeVisible();
  await shipping.getByLabel('First name').fill('Casey');
  await shipping.getByLabel('Last name').fill('Collector');
  await shipping.getByLabel('Email').fill('collector@example.com');
  await shipping.getByLabel('Phone').fill('+61 400 000 000');
  await shipping.getByLabel('Address').fill('1 Wall Street');
  await shipping.getByLabel('Zip code').fill('3000');
  await shipping.getByLabel('Country').fill('Australia');
  await shipping.getByLabel('I need an invoice').check();
  await shipping.getByRole('button', { name: 'Send' }).click();
  await expect(shipping.getByText('Tax ID is required for an invoice')).toBeVisible();
  await shipping.getByLabel('Tax ID').fill('ABN 123');
  await shipping.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Form sent successfully!')).toBeVisible();

  const stored = (await (await fetch(`${API_URL}/__sandbox/layers-shipping`)).json()) as { items: Array<Record<string, unknown>> };
  expect(stored.items).toHaveLength(1);
  expect(stored.items[0]).toMatchObject({ first_name: 'Casey', country: 'Australia', need_invoice: true, tax_id: 'ABN 123', type: 1 });
  expect(stored.items[0].txn_hash).toMatch(/^0x[0-9a-f]{64}$/);

  // Nobody else says where these prints go: without the wallet's session the form is refused, and
  // with it the platform checks the burn (a type-2 claim on this type-1 burn is refused).
  const form = shippingForm(stored.items[0].txn_hash as string);
  expect((await request.post('/api/layers/shipping', { headers: { origin: 'http://localhost:3000' }, data: form })).status()).toBe(401);
  expect((await page.request.post('/api/layers/shipping', { headers: { origin: 'http://localhost:3000' }, data: { ...form, type: 2 } })).status()).toBe(403);
});

import { createPublicClient, createWalletClient, http } from 'viem';
import { mnemonicToAccount } from 'viem/accounts';
import { foundry } from 'viem/chains';
import { artistTokenAbi } from '../contracts/generated/ArtistToken';
import { blackFeatherAbi } from '../contracts/generated/BlackFeather';
import { desiccationEditionsAbi } from '../contracts/generated/DesiccationEditions';
import { vhilsLayersAbi } from '../contracts/generated/VhilsLayers';
import { vhilsTearsAbi } from '../contracts/generated/VhilsTears';
import { memberTokenAbi } from '../contracts/generated/MemberToken';
import { expect, test } from './fixtures';
import { API_URL, resetSandbox, sandboxContracts } from './support/sandbox';
import { DEVNET_RPC, TEST_MNEMONIC, WALLET_NAME } from './support/wallet';
import { DEPLOY_ORDER } from '../sandbox/deploy-order';
import { deployAddress } from '../sandbox/deployments';

test.describe('home page', () => {
  test('lists the seeded current and upcoming drops and the latest articles', async ({ page }) => {
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(/timed drops of digital art/);

    const current = page.getByRole('region', { name: 'Current drops', exact: true });
    await expect(current.getByRole('heading', { level: 2 })).toHaveText(['Ink Engines', 'Tidal Light']);
    await expect(current.getByRole('link', { name: 'Tidal Light' })).toHaveAttribute('href', '/drops/tidal-light');

    const upcoming = page.getByRole('region', { name: 'Upcoming drops' });
    await expect(upcoming.getByRole('heading', { level: 3 })).toHaveText(['Night Walls', 'Harbour Lines', 'Paper Storms', 'Concrete Faces']);

    const articles = page.getByRole('region', { name: 'Latest articles', exact: true });
    await expect(articles.getByRole('heading', { level: 3 })).toHaveCount(3);
  });

  test('renders its drops in the server HTML, without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Tidal Light', exact: true })).toBeVisible();
    await context.close();
  });

  test('/home is the home page, with / as its canonical URL', async ({ page }) => {
    await page.goto('/home');
    await expect(page.getByRole('region', { name: 'Upcoming drops' }).getByRole('heading', { name: 'Night Walls' })).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', 'http://localhost:3000');
  });

  test('a path that matches no route goes home', async ({ page }) => {
    await page.goto('/no/such/page/here');
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { name: 'Current drops' })).toBeVisible();
  });

  test('a signed-out visitor of a login-gated route is sent to login with the way back', async ({ request }) => {
    const res = await request.get('/users/update', { maxRedirects: 0 });
    expect(res.status()).toBe(307);
    expect(res.headers().location).toContain('/login?next=%2Fusers%2Fupdate');
  });
});

test.describe('wallet', () => {
  test('connects through the RainbowKit modal and shows the shortened address', async ({ page, wallet }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Connect Wallet' }).click();
    const modal = page.getByRole('dialog');
    await expect(modal).toBeVisible();
    await modal.getByRole('button', { name: WALLET_NAME }).click();
    // Wallet sign-in: the wallet signs the platform's nonce in RainbowKit's "Verify your account" step.
    await expect(page.getByRole('dialog').getByText('Verify your account')).toBeVisible();
    await page.getByRole('dialog').getByRole('button', { name: 'Sign message' }).click();
    await expect(page.getByText('Login successfully')).toBeVisible();

    // devnet account #8 0x23618e81E3f5cdF7f54C3d65f7FBc0aBf5B21E8f → 3 leading and 4 trailing characters
    expect(wallet.address).toBe('0x23618e81E3f5cdF7f54C3d65f7FBc0aBf5B21E8f');
    const account = page.getByRole('button', { name: '0x2...1E8f' });
    await expect(account).toBeVisible();
    await expect(page.getByRole('button', { name: 'Connect Wallet' })).toHaveCount(0);

    await account.click();
    await expect(page.getByRole('menuitem', { name: 'Profile' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Logout' })).toBeVisible();

    // The connection survives a reload (wagmi reconnects from storage) ...
    await page.keyboard.press('Escape');
    await page.reload();
    await expect(page.getByRole('button', { name: '0x2...1E8f' })).toBeVisible();

    // ... and Logout forgets it.
    await page.getByRole('button', { name: '0x2...1E8f' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible();
  });
});

test.describe('sandbox', () => {
  test('reset restores a changed database row and the devnet state', async ({ request }) => {
    const login = await request.post(`${API_URL}/users/login`, { data: { email: 'collector@example.com', password: 'password123' } });
    expect(login.ok()).toBeTruthy();
    const { token } = (await login.json()) as { token: string };
    const seededBio = ((await (await request.get(`${API_URL}/users/collector`)).json()) as { bio: string }).bio;

    const update = await request.put(`${API_URL}/v2/users/u-collector/basic`, {
      headers: { authorization: `Bearer ${token}` },
      data: { bio: 'Changed by the smoke test' },
    });
    expect(update.ok()).toBeTruthy();
    expect(((await (await request.get(`${API_URL}/users/collector`)).json()) as { bio: string }).bio).toBe('Changed by the smoke test');

    const { BlackFeather } = await sandboxContracts();
    const chain = { ...foundry, rpcUrls: { default: { http: [DEVNET_RPC] } } };
    const client = createPublicClient({ chain, transport: http(DEVNET_RPC) });
    const collector = createWalletClient({ chain, transport: http(DEVNET_RPC), account: mnemonicToAccount(TEST_MNEMONIC, { addressIndex: 8 }) });
    const supplyBefore = await client.readContract({ address: BlackFeather, abi: blackFeatherAbi, functionName: 'totalSupply' });
    const hash = await collector.writeContract({ address: BlackFeather, abi: blackFeatherAbi, functionName: 'mint', value: 20_000_000_000_000_000n });
    await client.waitForTransactionReceipt({ hash });
    expect(await client.readContract({ address: BlackFeather, abi: blackFeatherAbi, functionName: 'totalSupply' })).toBe(supplyBefore + 1n);

    await resetSandbox();

    expect(((await (await request.get(`${API_URL}/users/collector`)).json()) as { bio: string }).bio).toBe(seededBio);
    expect(await client.readContract({ address: BlackFeather, abi: blackFeatherAbi, functionName: 'totalSupply' })).toBe(supplyBefore);
    // The old token was revoked with the reseed.
    const again = await request.put(`${API_URL}/v2/users/u-collector/basic`, { headers: { authorization: `Bearer ${token}` }, data: { bio: 'x' } });
    expect(again.status()).toBe(401);
    expect(await again.text()).toBe('Unauthorized');
  });
});

test.describe('devnet seed', () => {
  test('lists every contract and gives the demo wallets the holdings the README table names', async () => {
    const contracts = await sandboxContracts();
    expect(Object.keys(contracts)).toEqual([...DEPLOY_ORDER]);
    for (const name of DEPLOY_ORDER) expect(contracts[name]).toBe(deployAddress(DEPLOY_ORDER.indexOf(name)));
    const client = createPublicClient({ chain: { ...foundry, rpcUrls: { default: { http: [DEVNET_RPC] } } }, transport: http(DEVNET_RPC) });
    const account = (i: number) => mnemonicToAccount(TEST_MNEMONIC, { addressIndex: i }).address;
    const members = (i: number) => client.readContract({ address: contracts.MemberToken, abi: memberTokenAbi, functionName: 'balanceOf', args: [account(i)] });
    // The demo wallets with 0, 1, 5 and 10 member tokens (VR-002's tiers).
    expect([await members(7), await members(5), await members(8), await members(9)]).toEqual([0n, 1n, 5n, 10n]);
    const first = await client.readContract({
      address: contracts.MemberToken,
      abi: memberTokenAbi,
      functionName: 'tokenOfOwnerByIndex',
      args: [account(8), 0n],
    });
    expect(await client.readContract({ address: contracts.MemberToken, abi: memberTokenAbi, functionName: 'getTokenNoFromId', args: [first] })).toBe(1n);
    expect(await client.readContract({ address: contracts.ArtistToken, abi: artistTokenAbi, functionName: 'balanceOf', args: [account(8), 1n] })).toBe(1n);
    // The June 2022 draw's ids 4–7: #8 qualifies with an id 4, #9 holds 4 of ids 6+7 (one short).
    const june = (i: number) =>
      client.readContract({
        address: contracts.ArtistToken,
        abi: artistTokenAbi,
        functionName: 'balanceOfBatch',
        args: [
          [account(i), account(i), account(i), account(i)],
          [4n, 5n, 6n, 7n],
        ],
      });
    expect([await june(7), await june(8), await june(9)]).toEqual([
      [0n, 0n, 0n, 0n],
      [1n, 0n, 0n, 0n],
      [0n, 0n, 3n, 1n],
    ]);
    expect(await client.readContract({ address: contracts.BlackFeather, abi: blackFeatherAbi, functionName: 'balanceOf', args: [account(9), 0n] })).toBe(12n);
    // Mermaid (Desiccation token 1) is sold out to #9; Lock Eyes (token 2) is unminted.
    expect(
      await client.readContract({ address: contracts.DesiccationEditions, abi: desiccationEditionsAbi, functionName: 'balanceOf', args: [account(9), 1n] }),
    ).toBe(25n);
    expect(await client.readContract({ address: contracts.DesiccationEditions, abi: desiccationEditionsAbi, functionName: 'totalSupply', args: [2n] })).toBe(
      0n,
    );
    // The layers: #8 holds layers 1–6 in states 0, 0, 1, 2, 3, 3 and 2 alpha + 1 beta tears; #9 layer 7; #7 none.
    expect(await client.readContract({ address: contracts.VhilsLayers, abi: vhilsLayersAbi, functionName: 'ownedTokens', args: [account(8)] })).toEqual([
      1n,
      2n,
      3n,
      4n,
      5n,
      6n,
    ]);
    const states = await Promise.all(
      [1n, 2n, 3n, 4n, 5n, 6n, 7n].map((id) => client.readContract({ address: contracts.VhilsLayers, abi: vhilsLayersAbi, functionName: 'state', args: [id] })),
    );
    expect(states).toEqual([0, 0, 1, 2, 3, 3, 3]);
    expect(
      await client.readContract({
        address: contracts.VhilsTears,
        abi: vhilsTearsAbi,
        functionName: 'balanceOfBatch',
        args: [
          [account(8), account(8)],
          [1n, 2n],
        ],
      }),
    ).toEqual([2n, 1n]);
    expect(await client.readContract({ address: contracts.VhilsLayers, abi: vhilsLayersAbi, functionName: 'balanceOf', args: [account(7)] })).toBe(0n);
  });
});

import { createPublicClient, http, parseEther } from 'viem';
import { foundry } from 'viem/chains';
import { membershipTokenAbi } from '../contracts/generated/MembershipToken';
import { expect, test } from './fixtures';
import { latestMail, sandboxContracts } from './support/sandbox';
import { redPng } from './support/png';
import { DEVNET_RPC, injectWallet, WALLET_NAME } from './support/wallet';

/**
 * The profile's membership mint: the collector (complete profile, verified e-mail,
 * wallet #8) signs in with the wallet, sees that it is eligible and mints the one-time token:
 * claim(2, 1) for 0.02 ETH on the chain, the banner and button change. A visitor sees no mint.
 */
const devnet = { ...foundry, rpcUrls: { default: { http: [DEVNET_RPC] } } };
const chain = createPublicClient({ chain: devnet, transport: http(DEVNET_RPC) });

test('a visitor sees the collector’s profile without the membership banner', async ({ request }) => {
  const html = await (await request.get('/users/collector')).text();
  expect(html).toContain('Casey');
  expect(html).not.toContain('data-testid="membership-banner"');
  expect(html).not.toContain('Mint Now');
});

test('a wallet that is not the profile’s is told to go to its own profile page', async ({ page }) => {
  await injectWallet(page, 9);
  await page.goto('/login');
  await page.getByRole('main').getByLabel('Email').fill('collector@example.com');
  await page.getByRole('main').getByLabel('Password').fill('password123');
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto('/users/collector');
  const banner = page.getByTestId('membership-banner');
  await banner.getByRole('button', { name: 'Mint Now' }).click();
  await page.getByRole('dialog').getByRole('button', { name: WALLET_NAME }).click();
  // #9 is connected while the session is the collector's (a password login): the wallet asks to
  // sign in; behind that request, Mint Now is pressed with the wrong wallet.
  await expect(page.getByRole('dialog').getByRole('button', { name: 'Sign message' })).toBeVisible();
  await banner.getByRole('button', { name: 'Mint Now' }).evaluate((b: HTMLButtonElement) => b.click());
  await expect(page.getByTestId('membership-precondition')).toHaveText('Please navigate to your profile page to mint');
});

test('the collector mints the membership token from the profile: 0 → 1 on the chain, and the banner changes', async ({ page, wallet }) => {
  const { MembershipToken } = await sandboxContracts();
  await page.goto('/');
  await page.getByRole('button', { name: 'Connect Wallet' }).click();
  await page.getByRole('dialog').getByRole('button', { name: WALLET_NAME }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Sign message' }).click();
  await expect(page.getByText('Login successfully')).toBeVisible();

  await page.goto('/users/collector');
  const banner = page.getByTestId('membership-banner');
  await expect(banner.getByRole('heading')).toHaveText('You are now eligible to mint a one-time OX Member Token');
  for (const perk of ['Whitelist Access', 'Community', 'Genesis NFT']) await expect(banner).toContainText(perk);
  expect(await chain.readContract({ address: MembershipToken, abi: membershipTokenAbi, functionName: 'balanceOf', args: [wallet.address, 1n] })).toBe(0n);
  const before = await chain.getBalance({ address: MembershipToken });

  // Rejected in the wallet: its own message in a toast (collections §8), nothing minted, Mint Now again.
  wallet.rejectNextTransaction();
  await banner.getByRole('button', { name: 'Mint Now' }).click();
  await expect(page.getByText('User rejected the request.')).toBeVisible();
  expect(await chain.readContract({ address: MembershipToken, abi: membershipTokenAbi, functionName: 'balanceOf', args: [wallet.address, 1n] })).toBe(0n);
  await expect(banner.getByRole('button', { name: 'Mint Now' })).toBeEnabled();

  await banner.getByRole('button', { name: 'Mint Now' }).click();
  await expect(page.getByText('Successfully minted 1 Membership Token!')).toBeVisible();
  await expect(banner.getByRole('button', { name: 'Already Minted' })).toBeDisabled();
  await expect(banner.getByRole('heading')).toHaveText('You have already minted your one-time OX Member Token');
  expect(await chain.readContract({ address: MembershipToken, abi: membershipTokenAbi, functionName: 'balanceOf', args: [wallet.address, 1n] })).toBe(1n);
  expect((await chain.getBalance({ address: MembershipToken })) - before).toBe(parseEther('0.02'));

  await page.reload();
  await expect(banner.getByRole('button', { name: 'Already Minted' })).toBeVisible();

  // The platform reads the chain: the gallery now lists the token under Membership (DRP Member).
  const gallery = page.getByRole('region', { name: 'Collection' });
  await gallery.getByRole('button', { name: 'DRP Member' }).click();
  await expect(gallery.getByRole('heading', { name: /^Membership/ })).toBeVisible();
  await gallery.getByRole('link', { name: 'OX Member Token' }).click();
  await expect(page).toHaveURL(`/users/membership/${MembershipToken.toLowerCase()}/1?from=collector`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('OX Member Token');
  await expect(page.getByRole('link', { name: 'Back to profile' })).toHaveAttribute('href', '/users/collector');
});

test('a new wallet user completes the profile step by step, then mints: 0 → 1 on the chain', async ({ page }) => {
  const { MembershipToken } = await sandboxContracts();
  const wallet = await injectWallet(page, 5);
  await page.goto('/');
  await page.getByRole('button', { name: 'Connect Wallet' }).click();
  await page.getByRole('dialog').getByRole('button', { name: WALLET_NAME }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Sign message' }).click();
  await expect(page.getByText('Login successfully')).toBeVisible();
  // A wallet the platform did not know is a new user, with nothing on the profile but the address.
  const { userKey } = (await (await page.request.get('/api/auth/session')).json()) as { userKey: string };

  await page.goto(`/users/${userKey}`);
  const banner = page.getByTestId('membership-banner');
  const meter = page.getByRole('progressbar', { name: 'Profile completion' });
  await expect(meter).toHaveAttribute('aria-valuenow', '0');
  await expect(banner.getByRole('heading')).toHaveText('Complete your profile and mint a one-time OX member token');

  // Step 1: basic info, from the banner's Complete Profile; the new address is verified by its code.
  await banner.getByRole('link', { name: 'Complete Profile' }).click();
  const basic = page.getByRole('dialog', { name: 'Basic info' });
  await basic.getByLabel('First name').fill('Wanda');
  await basic.getByLabel('Last name').fill('Wallet');
  await basic.getByLabel('User name').fill('wanda');
  await basic.getByLabel('Email').fill('wanda@example.com');
  await basic.getByRole('button', { name: 'Save' }).click();
  // A wallet account's first address joins it only with the code mailed to it.
  await expect(page.getByText('We sent a code to your new address to verify it.')).toBeVisible();
  const mail = await latestMail('wanda@example.com');
  await page.goto(new URL(mail.link).pathname + new URL(mail.link).search);
  await expect(page.getByText('Email has been verified.')).toBeVisible();

  // Step 2: a social link. Step 3: the avatar and the banner.
  await page.goto('/users/wanda');
  await expect(meter).toHaveAttribute('aria-valuenow', '33');
  await banner.getByRole('link', { name: 'Complete Profile' }).click();
  const socials = page.getByRole('dialog', { name: 'Social links' });
  await socials.getByLabel('Twitter').fill('https://twitter.com/wanda');
  await socials.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your profile has been updated successfully')).toBeVisible();
  for (const [step, name] of [
    ['66', 'Avatar'],
    ['66', 'Banner'],
  ] as const) {
    await page.goto('/users/wanda');
    await expect(meter).toHaveAttribute('aria-valuenow', step);
    await banner.getByRole('link', { name: 'Complete Profile' }).click();
    const dialog = page.getByRole('dialog', { name });
    await dialog.getByLabel('Choose a png or jpeg image').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: redPng() });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(`Your ${name.toLowerCase()} has been updated successfully`)).toBeVisible();
  }

  await page.goto('/users/wanda');
  await expect(meter).toHaveAttribute('aria-valuenow', '100');
  await expect(banner.getByRole('heading')).toHaveText('You are now eligible to mint a one-time OX Member Token');
  expect(await chain.readContract({ address: MembershipToken, abi: membershipTokenAbi, functionName: 'balanceOf', args: [wallet.address, 1n] })).toBe(0n);
  await banner.getByRole('button', { name: 'Mint Now' }).click();
  await expect(page.getByText('Successfully minted 1 Membership Token!')).toBeVisible();
  await expect(banner.getByRole('button', { name: 'Already Minted' })).toBeDisabled();
  expect(await chain.readContract({ address: MembershipToken, abi: membershipTokenAbi, functionName: 'balanceOf', args: [wallet.address, 1n] })).toBe(1n);
});

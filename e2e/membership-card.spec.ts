import type { Page } from '@playwright/test';
import { createWalletClient, http, parseEther } from 'viem';
import { mnemonicToAccount } from 'viem/accounts';
import { foundry } from 'viem/chains';
import { membershipTokenAbi } from '../contracts/generated/MembershipToken';
import { expect, test } from './fixtures';
import { sandboxContracts } from './support/sandbox';
import { DEVNET_RPC, injectWallet, TEST_MNEMONIC, WALLET_NAME } from './support/wallet';

/**
 * "Your DRP membership" on the key collection's page (collections §4's eligibility): a
 * visitor is asked to connect; a signed-in wallet reads INFO_MISSING, QUALIFY or MEMBERSHIP_GOT with
 * the spec's texts and the link onward. (TOP_UP, a complete profile holding nothing, has no demo
 * account: lib/profile/eligibility.test.ts walks it.)
 */
const PAGE = '/drops/synthia';
const card = (page: Page) => page.getByRole('region', { name: 'Your DRP membership' });

async function signInFromCard(page: Page) {
  await page.goto(PAGE);
  await card(page).getByRole('button', { name: 'Connect Wallet to View' }).click();
  await page.getByRole('dialog').getByRole('button', { name: WALLET_NAME }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Sign message' }).click();
}

test('a wallet whose profile lacks a verified e-mail is told to complete it, and the link opens the basic-info dialog', async ({ page }) => {
  await injectWallet(page, 7);
  await signInFromCard(page);
  await expect(card(page).getByText('Complete your profile and mint a one-time OX member token')).toBeVisible();
  await expect(card(page).getByRole('link', { name: 'Complete Profile' })).toHaveAttribute('href', '/users/update?dialog=basic');
});

test('the collector holding drop tokens may mint (Mint Now to the profile); once the token is minted, the card says so and links to it', async ({
  page,
  wallet,
}) => {
  await signInFromCard(page);
  await expect(card(page).getByText('You are now eligible to mint a one-time OX Member Token')).toBeVisible();
  await expect(card(page).getByRole('link', { name: 'Mint Now' })).toHaveAttribute('href', '/users/collector');

  // The collector mints the token elsewhere (on the chain directly).
  const { MembershipToken } = await sandboxContracts();
  const account = mnemonicToAccount(TEST_MNEMONIC, { addressIndex: 8 });
  expect(account.address).toBe(wallet.address);
  const client = createWalletClient({ account, chain: { ...foundry, rpcUrls: { default: { http: [DEVNET_RPC] } } }, transport: http(DEVNET_RPC) });
  await client.writeContract({ address: MembershipToken, abi: membershipTokenAbi, functionName: 'claim', args: [2n, 1n], value: parseEther('0.02') });

  await page.reload();
  // The card's wait, held 600 ms, then the state.
  await expect(card(page).getByText('Loading...')).toBeVisible();
  await expect(card(page).getByText('You have already minted your one-time OX Member Token')).toBeVisible();
  await expect(card(page).getByRole('link', { name: 'View your OX Member Token' })).toHaveAttribute(
    'href',
    `/users/membership/${MembershipToken.toLowerCase()}/1`,
  );
});

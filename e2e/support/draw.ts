import { expect, type Locator, type Page } from '@playwright/test';
import { API_URL } from './sandbox';
import { WALLET_NAME } from './wallet';

/** Clicks a draw's or mint's "Please Connect", picks the injected wallet and (unless told not to) signs in with it. */
export async function connectAndSignIn(page: Page, button: Locator, { sign = true } = {}) {
  await button.click();
  await page.getByRole('dialog').getByRole('button', { name: WALLET_NAME }).click();
  if (!sign) return;
  await page.getByRole('dialog').getByRole('button', { name: 'Sign message' }).click();
  await expect(page.getByText('Login successfully')).toBeVisible();
}

/** The item keys of the wallet's raffle entries, as the platform holds them. */
export async function raffleEntries(wallet: string): Promise<string[]> {
  const res = await fetch(`${API_URL}/raffles/entries?wallet_address=${wallet}`);
  return ((await res.json()) as { items: Array<{ product_key: string }> }).items.map((e) => e.product_key);
}

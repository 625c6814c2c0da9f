import type { Page } from '@playwright/test';
import { createPublicClient, createWalletClient, http } from 'viem';
import { mnemonicToAccount } from 'viem/accounts';
import { foundry } from 'viem/chains';
import { blackFeatherAbi } from '../contracts/generated/BlackFeather';
import { expect, test } from './fixtures';
import { connectAndSignIn } from './support/draw';
import { sandboxContracts } from './support/sandbox';
import { DEVNET_RPC, TEST_MNEMONIC, type TestWallet } from './support/wallet';

/**
 * Live supply: a mint panel's minted count moves by its contract's events while the page is
 * open, not at the next 12 s poll. Three collectors mint Black Feather straight on the chain, one after
 * another; each mint shows within 4 s, which no 12 s poll could do for all three.
 */
const devnet = { ...foundry, rpcUrls: { default: { http: [DEVNET_RPC] } } };
const chain = createPublicClient({ chain: devnet, transport: http(DEVNET_RPC) });

/** The collector's page, connected and signed in; its minted counter. */
async function connectedAtBlackFeather(page: Page, wallet: TestWallet) {
  await page.goto('/drops/blackfeather');
  await connectAndSignIn(page, page.getByRole('main').getByRole('button', { name: 'Please Connect' }));
  await expect(page.getByRole('banner').getByRole('button', { name: '0x2...1E8f' })).toBeVisible();
  expect(wallet.address).toMatch(/^0x/);
  return page.getByTestId('minted-counter').locator('strong');
}

/** A Black Feather minted straight on the chain by another collector (by mnemonic index). */
async function mintOnChain(index: number) {
  const { BlackFeather } = await sandboxContracts();
  const price = await chain.readContract({ address: BlackFeather, abi: blackFeatherAbi, functionName: 'price' });
  const collector = createWalletClient({ chain: devnet, transport: http(DEVNET_RPC), account: mnemonicToAccount(TEST_MNEMONIC, { addressIndex: index }) });
  await chain.waitForTransactionReceipt({
    hash: await collector.writeContract({ address: BlackFeather, abi: blackFeatherAbi, functionName: 'mint', value: price }),
  });
}

test('other collectors’ mints move the minted count within seconds, without a reload', async ({ page, wallet }) => {
  const counter = await connectedAtBlackFeather(page, wallet);
  await expect(counter).toHaveText('12');

  for (const [i, index] of [1, 2, 3].entries()) {
    await mintOnChain(index);
    await expect(counter).toHaveText(String(13 + i), { timeout: 4000 });
  }
});

test('a page in a background tab asks the node nothing, and shows what it missed as soon as it is back in view', async ({ page, wallet }) => {
  const counter = await connectedAtBlackFeather(page, wallet);
  const before = Number(await counter.textContent());

  const asked: string[] = [];
  page.on('request', (req) => {
    const body = req.postData();
    if (req.method() === 'POST' && body?.includes('"jsonrpc"')) asked.push(...[...body.matchAll(/"method":"(\w+)"/g)].map((m) => m[1]));
  });
  /** As a browser does when its tab goes to the background and back. */
  const setHidden = (hidden: boolean) =>
    page.evaluate((h) => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => (h ? 'hidden' : 'visible') });
      Object.defineProperty(document, 'hidden', { configurable: true, get: () => h });
      document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
    }, hidden);

  await setHidden(true);
  // Let a filter poll that was already under way finish.
  await page.waitForTimeout(500);
  asked.length = 0;
  await mintOnChain(4);
  // Three of the watch's 2 s polls.
  await page.waitForTimeout(6000);
  expect(asked.filter((m) => m === 'eth_getFilterChanges' || m === 'eth_call')).toEqual([]);
  await expect(counter).toHaveText(String(before));

  await setHidden(false);
  await expect(counter).toHaveText(String(before + 1), { timeout: 2000 });
});

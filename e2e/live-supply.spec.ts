import { createPublicClient, createWalletClient, http } from 'viem';
import { mnemonicToAccount } from 'viem/accounts';
import { foundry } from 'viem/chains';
import { blackFeatherAbi } from '../contracts/generated/BlackFeather';
import { expect, test } from './fixtures';
import { connectAndSignIn } from './support/draw';
import { sandboxContracts } from './support/sandbox';
import { DEVNET_RPC, TEST_MNEMONIC } from './support/wallet';

/**
 * Live supply (issue 48): a mint panel's minted count moves by its contract's events while the page is
 * open, not at the next 12 s poll. Three collectors mint Black Feather straight on the chain, one after
 * another; each mint shows within 4 s, which no 12 s poll could do for all three.
 */
const devnet = { ...foundry, rpcUrls: { default: { http: [DEVNET_RPC] } } };
const chain = createPublicClient({ chain: devnet, transport: http(DEVNET_RPC) });

test('other collectors’ mints move the minted count within seconds, without a reload', async ({ page, wallet }) => {
  const { BlackFeather } = await sandboxContracts();
  const counter = page.getByTestId('minted-counter').locator('strong');
  await page.goto('/drops/blackfeather');
  await connectAndSignIn(page, page.getByRole('main').getByRole('button', { name: 'Please Connect' }));
  await expect(page.getByRole('banner').getByRole('button', { name: '0x2...1E8f' })).toBeVisible();
  expect(wallet.address).toMatch(/^0x/);
  await expect(counter).toHaveText('12');

  const price = await chain.readContract({ address: BlackFeather, abi: blackFeatherAbi, functionName: 'price' });
  for (const [i, index] of [1, 2, 3].entries()) {
    const collector = createWalletClient({ chain: devnet, transport: http(DEVNET_RPC), account: mnemonicToAccount(TEST_MNEMONIC, { addressIndex: index }) });
    await chain.waitForTransactionReceipt({
      hash: await collector.writeContract({ address: BlackFeather, abi: blackFeatherAbi, functionName: 'mint', value: price }),
    });
    await expect(counter).toHaveText(String(13 + i), { timeout: 4000 });
  }
});

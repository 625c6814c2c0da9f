import { createPublicClient, http } from 'viem';
import { foundry } from 'viem/chains';
import { vhilsTearsAbi } from '../contracts/generated/VhilsTears';
import { expect, test } from './fixtures';
import { layerCard, layerState, openLayers, signInLayers, tearBalances, tearBoxes } from './support/layers';
import { sandboxContracts } from './support/sandbox';
import { DEVNET_RPC, injectWallet } from './support/wallet';

/**
 * LAYERS' approval and tear in one prompt: a wallet that sends atomic batches (EIP-5792)
 * is asked once; layers.spec.ts applies the same tear step by step, in two prompts.
 */
const chain = createPublicClient({ chain: { ...foundry, rpcUrls: { default: { http: [DEVNET_RPC] } } }, transport: http(DEVNET_RPC) });

test('a batching wallet applies an alpha tear with its approval in one prompt and one block', async ({ page }) => {
  const { VhilsTears, VhilsTearUse } = await sandboxContracts();
  const wallet = await injectWallet(page, 8, { batching: true });
  expect(await chain.readContract({ address: VhilsTears, abi: vhilsTearsAbi, functionName: 'isApprovedForAll', args: [wallet.address, VhilsTearUse] })).toBe(
    false,
  );
  await openLayers(page, 'Revealing');
  await signInLayers(page);
  // Layer 2: layers.spec.ts reads layer 3's traits, which the site caches for a minute.
  await layerCard(page, 2).click();
  await expect(tearBoxes(page)).toHaveText(['-', '-', '-']);

  await page.getByRole('button', { name: 'Apply Alpha Tear (2)' }).click();
  await expect(page.getByText('Your alpha tear was applied to LAYER #2')).toBeVisible({ timeout: 20_000 });
  await expect(tearBoxes(page)).toHaveText(['alpha', '-', '-']);
  expect(wallet.prompts()).toBe(1);
  expect(await layerState(2n)).toBe(1);
  expect(await tearBalances(wallet.address)).toEqual([1n, 1n]);
  expect(await chain.readContract({ address: VhilsTears, abi: vhilsTearsAbi, functionName: 'isApprovedForAll', args: [wallet.address, VhilsTearUse] })).toBe(
    true,
  );
  expect((await chain.getBlock()).transactions).toHaveLength(2);
});

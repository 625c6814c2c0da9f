import { createPublicClient, createWalletClient, http } from 'viem';
import { mnemonicToAccount } from 'viem/accounts';
import { foundry } from 'viem/chains';
import { vhilsBurnAbi } from '../contracts/generated/VhilsBurn';
import { vhilsSourceAbi } from '../contracts/generated/VhilsSource';
import { expect, test } from './fixtures';
import { BURN_PAGE, burnButton, tokenCard } from './support/burn';
import { connectAndSignIn } from './support/draw';
import { sandboxContracts } from './support/sandbox';
import { DEVNET_RPC, injectWallet, TEST_MNEMONIC } from './support/wallet';

/**
 * The burn in one prompt: a wallet that sends atomic batches (EIP-5792) is asked once for
 * the three approvals and the mint of token 4, which land in one block or not at all. burn.spec.ts
 * walks the same burn step by step, four prompts, with a wallet that does not batch.
 */
const chain = createPublicClient({ chain: { ...foundry, rpcUrls: { default: { http: [DEVNET_RPC] } } }, transport: http(DEVNET_RPC) });
const PAGE = BURN_PAGE;
const button = burnButton;
const card = tokenCard;

test('a batching wallet is asked once: declined, nothing changes; accepted, three tokens are burned for token 4 in one block', async ({ page }) => {
  const { VhilsSource, VhilsBurn } = await sandboxContracts();
  const wallet = await injectWallet(page, 8, { batching: true });
  const sourceTokens = () => chain.readContract({ address: VhilsSource, abi: vhilsSourceAbi, functionName: 'balanceOf', args: [wallet.address] });
  await page.goto(PAGE);
  await connectAndSignIn(page, button(page));
  for (const n of [1, 2, 3]) await card(page, n).click();
  await expect(button(page)).toBeEnabled();

  wallet.rejectNextTransaction();
  await button(page).click();
  await expect(page.getByText('Error: One approval transaction declined')).toBeVisible();
  expect(wallet.prompts()).toBe(1);
  expect(await sourceTokens()).toBe(4n);
  expect(await chain.readContract({ address: VhilsSource, abi: vhilsSourceAbi, functionName: 'getApproved', args: [1n] })).not.toBe(VhilsBurn);

  const sent = await chain.getTransactionCount({ address: wallet.address });
  await expect(button(page)).toHaveText('Burn');
  await button(page).click();
  await expect(page.getByText('Minted Token 4')).toBeVisible({ timeout: 20_000 });
  expect(wallet.prompts()).toBe(2);
  await expect(page.getByTestId('token4-supply')).toHaveText('1 / 50 Token 4 minted');
  expect(await chain.readContract({ address: VhilsBurn, abi: vhilsBurnAbi, functionName: 'balanceOf', args: [wallet.address, 4n] })).toBe(1n);
  expect(await sourceTokens()).toBe(1n);
  expect(await chain.readContract({ address: VhilsSource, abi: vhilsSourceAbi, functionName: 'ownerOf', args: [4n] })).toBe(wallet.address);
  // Three approvals and the mint, in one block.
  expect(await chain.getTransactionCount({ address: wallet.address })).toBe(sent + 4);
  expect((await chain.getBlock({ includeTransactions: false })).transactions).toHaveLength(4);
});

test('a batch still landing when the page is reloaded stays Burning..., then shows its outcome and its figures', async ({ page }) => {
  // Three more Vhils tokens for the collector (nos. 7–9), as the token's owner would mint them.
  const { VhilsSource, VhilsBurn } = await sandboxContracts();
  const owner = createWalletClient({ chain: chain.chain, transport: http(DEVNET_RPC), account: mnemonicToAccount(TEST_MNEMONIC, { addressIndex: 0 }) });
  const wallet = await injectWallet(page, 8, { batching: true });
  await chain.waitForTransactionReceipt({
    hash: await owner.writeContract({ address: VhilsSource, abi: vhilsSourceAbi, functionName: 'teamMint', args: [wallet.address, [1n, 2n, 3n]] }),
  });
  const minted = () => chain.readContract({ address: VhilsBurn, abi: vhilsBurnAbi, functionName: 'balanceOf', args: [wallet.address, 4n] });
  const before = await minted();

  await page.goto(PAGE);
  await connectAndSignIn(page, button(page));
  for (const n of [7, 8, 9]) await card(page, n).click();
  const batch = wallet.holdNextBatch();
  await button(page).click();
  await expect(page.getByText('Minting Token 4...')).toBeVisible();
  // Kept once the wallet has taken the batch.
  const kept = () => page.evaluate(() => JSON.parse(localStorage.getItem('drp.pending-tx') ?? '[]') as { batch?: true }[]);
  await expect.poll(kept).toMatchObject([{ batch: true }]);

  await page.reload();
  await expect(button(page)).toHaveText('Burning...');
  await expect(page.getByText('Minting Token 4...')).toBeVisible();
  await batch.land();
  await expect(page.getByText('Minted Token 4')).toBeVisible({ timeout: 20_000 });
  await expect(button(page)).not.toHaveText('Burning...');
  expect(await minted()).toBe(before + 1n);
  expect(await kept()).toEqual([]);
  expect(wallet.prompts()).toBe(1);
});

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
 * The burn-three-tokens flow: the collector (#8, source tokens nos. 1–4) picks three,
 * declines an approval (the spec's error; the approval already given stays), retries (only the
 * missing approvals are asked), and token 4 is minted: the three are burned on the chain. #9 holds
 * two: Not Enough Tokens.
 */
const devnet = { ...foundry, rpcUrls: { default: { http: [DEVNET_RPC] } } };
const chain = createPublicClient({ chain: devnet, transport: http(DEVNET_RPC) });
const PAGE = BURN_PAGE;
const button = burnButton;
const card = tokenCard;

test('the server HTML carries token 4’s supply and the visitor’s button', async ({ request }) => {
  const html = await (await request.get(PAGE)).text();
  expect(html).toMatch(/<strong>0<\/strong>(<!-- -->)? \/ 50 Token 4 minted/);
  expect(html).toContain('>Please Connect</button>');
});

test('three tokens selected (at most three); a declined approval keeps the one given; the retry asks only the missing ones and burns them for token 4', async ({
  page,
  wallet,
}) => {
  const { VhilsSource, VhilsBurn } = await sandboxContracts();
  // Token 1 was approved earlier (say, in a visit cut short).
  const owner = createWalletClient({ chain: devnet, transport: http(DEVNET_RPC), account: mnemonicToAccount(TEST_MNEMONIC, { addressIndex: 8 }) });
  await chain.waitForTransactionReceipt({
    hash: await owner.writeContract({ address: VhilsSource, abi: vhilsSourceAbi, functionName: 'approve', args: [VhilsBurn, 1n] }),
  });

  await page.goto(PAGE);
  await connectAndSignIn(page, button(page));
  await expect(card(page, 4)).toBeVisible();
  await expect(card(page, 1)).toContainText('Approved');
  await expect(button(page)).toHaveText('Burn');
  await expect(button(page)).toBeDisabled();

  // Selection toggles and stops at three: Burn only with exactly three.
  await card(page, 1).click();
  await card(page, 2).click();
  await expect(button(page)).toBeDisabled();
  await card(page, 3).click();
  await expect(card(page, 4)).toBeDisabled();
  await card(page, 3).click();
  await expect(card(page, 4)).toBeEnabled();
  await card(page, 4).click();
  await expect(button(page)).toBeEnabled();

  // The wallet declines the first approval asked (token 2): the spec's error, nothing burned.
  wallet.rejectNextTransaction();
  await button(page).click();
  await expect(page.getByText('Error: One approval transaction declined')).toBeVisible();
  await expect(button(page)).toHaveText('Burn');
  expect(await chain.readContract({ address: VhilsSource, abi: vhilsSourceAbi, functionName: 'getApproved', args: [1n] })).toBe(VhilsBurn);
  expect(await chain.readContract({ address: VhilsSource, abi: vhilsSourceAbi, functionName: 'balanceOf', args: [wallet.address] })).toBe(4n);

  // A reload shows the chain's truth; the retry approves 2 and 4 only, then mints token 4.
  await page.reload();
  await expect(card(page, 1)).toContainText('Approved');
  const sent = await chain.getTransactionCount({ address: wallet.address });
  await card(page, 1).click();
  await card(page, 2).click();
  await card(page, 4).click();
  await button(page).click();
  await expect(page.getByText('Minted Token 4')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('token4-supply')).toHaveText('1 / 50 Token 4 minted');
  expect(await chain.getTransactionCount({ address: wallet.address })).toBe(sent + 3);
  // A wallet that does not batch is asked four times: the declined approval, two approvals, the mint (burn-batch.spec.ts: once).
  expect(wallet.prompts()).toBe(4);

  expect(await chain.readContract({ address: VhilsBurn, abi: vhilsBurnAbi, functionName: 'balanceOf', args: [wallet.address, 4n] })).toBe(1n);
  expect(await chain.readContract({ address: VhilsSource, abi: vhilsSourceAbi, functionName: 'balanceOf', args: [wallet.address] })).toBe(1n);
  expect(await chain.readContract({ address: VhilsSource, abi: vhilsSourceAbi, functionName: 'ownerOf', args: [3n] })).toBe(wallet.address);
  // One token left: Not Enough Tokens.
  await expect(button(page)).toHaveText('Not Enough Tokens');
});

test('a wallet with two source tokens sees Not Enough Tokens', async ({ page }) => {
  await injectWallet(page, 9);
  await page.goto(PAGE);
  await connectAndSignIn(page, button(page));
  await expect(button(page)).toHaveText('Not Enough Tokens');
  await expect(page.getByRole('list', { name: 'Your tokens' }).getByRole('button')).toHaveCount(2);
  await expect(page.locator('ul[aria-label], ol[aria-label]')).toHaveCount(0);
});

test('a wallet without source tokens is told so, and sees Not Enough Tokens', async ({ page }) => {
  await injectWallet(page, 7);
  await page.goto(PAGE);
  await connectAndSignIn(page, button(page));
  await expect(button(page)).toHaveText('Not Enough Tokens');
  await expect(page.getByText('This wallet holds no tokens to burn.')).toBeVisible();
});

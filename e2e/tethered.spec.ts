import type { Page } from '@playwright/test';
import { BaseError, ContractFunctionRevertedError, createPublicClient, http, parseEther } from 'viem';
import { mnemonicToAccount } from 'viem/accounts';
import { foundry } from 'viem/chains';
import { bullsPowerTetheredAbi } from '../contracts/generated/BullsPowerTethered';
import { expect, test } from './fixtures';
import { connectAndSignIn } from './support/draw';
import { API_URL, sandboxContracts, itemKey } from './support/sandbox';
import { DEVNET_RPC, injectWallet, TEST_MNEMONIC } from './support/wallet';

/**
 * The tethered mint: the whitelisted collector claims its edition on the chain with the
 * platform's signature; the same claim a second time, or by another wallet, is refused by the
 * contract; a wallet off the whitelist is Not Eligible.
 */
const devnet = { ...foundry, rpcUrls: { default: { http: [DEVNET_RPC] } } };
const chain = createPublicClient({ chain: devnet, transport: http(DEVNET_RPC) });
const PAGE = '/drops/snipe-bulls-power-tethered';

const button = (page: Page) =>
  page.getByRole('main').getByRole('button', { name: /^(Please Connect|Loading|Mint|Minting\.\.\.|Minted|Not Eligible|Sold Out)$/ });

/** The contract's error name for a refused call, or null when it went through. */
async function refusal(accountIndex: number, args: readonly [bigint, bigint, `0x${string}`]): Promise<string | null> {
  const { BullsPowerTethered } = await sandboxContracts();
  const account = mnemonicToAccount(TEST_MNEMONIC, { addressIndex: accountIndex });
  try {
    await chain.simulateContract({ address: BullsPowerTethered, abi: bullsPowerTetheredAbi, functionName: 'claim', args, value: parseEther('0.05'), account });
    return null;
  } catch (err) {
    const revert = err instanceof BaseError ? err.walk((e) => e instanceof ContractFunctionRevertedError) : null;
    return revert instanceof ContractFunctionRevertedError ? (revert.data?.errorName ?? 'reverted') : 'reverted';
  }
}

test('the page shows the claimed count and the visitor’s button in the server HTML', async ({ request }) => {
  const html = await (await request.get(PAGE)).text();
  expect(html).toContain('Bulls Power (Tethered)');
  expect(html).toMatch(/<strong>0<\/strong>(<!-- -->)? \/ 300 claimed/);
  expect(html).toContain('Claim price 0.05 ETH per edition');
  expect(html).toContain('>Please Connect</button>');
  // The item page carries the same claim.
  const itemHtml = await (await request.get(`${PAGE}/product/${await itemKey('snipe-bulls-power-tethered', 'Bulls Power')}`)).text();
  expect(itemHtml).toMatch(/<strong>0<\/strong>(<!-- -->)? \/ 300 claimed/);
  expect(itemHtml).toContain('>Please Connect</button>');
});

test('the whitelisted collector claims edition #17 on the chain; a second claim is refused', async ({ page, wallet }) => {
  const { BullsPowerTethered } = await sandboxContracts();
  const read = <T>(functionName: 'totalSupply' | 'claimed' | 'balanceOf', args: readonly unknown[] = []) =>
    chain.readContract({ address: BullsPowerTethered, abi: bullsPowerTetheredAbi, functionName, args } as never) as Promise<T>;
  expect(await read<bigint>('totalSupply')).toBe(0n);
  const ethBefore = await chain.getBalance({ address: wallet.address });

  // A visitor with no wallet watches the item page, which shows the same claim.
  const visitorContext = await page.context().browser()!.newContext();
  const visitor = await visitorContext.newPage();
  const asked: string[] = [];
  visitor.on('request', (req) => void (req.postData()?.includes('"jsonrpc"') && asked.push(req.url())));
  await visitor.goto(`${PAGE}/product/${await itemKey('snipe-bulls-power-tethered', 'Bulls Power')}`);
  await expect(visitor.getByTestId('minted-counter')).toHaveText('0 / 300 claimed');

  await page.goto(PAGE);
  await connectAndSignIn(page, button(page));
  await expect(page.getByTestId('tethered-edition')).toHaveText('Your edition: #17 of 300');
  await expect(button(page)).toHaveText('Mint');
  await button(page).click();
  await expect(page.getByText('Claimed Bulls Power #17')).toBeVisible();
  await expect(button(page)).toHaveText('Minted');
  await expect(button(page)).toBeDisabled();
  await expect(page.getByTestId('minted-counter')).toHaveText('1 / 300 claimed');
  // By the server's live stream: the visitor's browser reads no chain.
  await expect(visitor.getByTestId('minted-counter')).toHaveText('1 / 300 claimed', { timeout: 2000 });
  expect(asked).toEqual([]);
  await visitorContext.close();

  // On the chain: edition #17 is the collector's, the entry is claimed, 0.05 ETH (plus gas) paid.
  const owner = await chain.readContract({ address: BullsPowerTethered, abi: bullsPowerTetheredAbi, functionName: 'ownerOf', args: [17n] });
  expect(owner).toBe(wallet.address);
  expect(await read<boolean>('claimed', [17n])).toBe(true);
  expect(await read<bigint>('totalSupply')).toBe(1n);
  expect(ethBefore - (await chain.getBalance({ address: wallet.address }))).toBeGreaterThanOrEqual(parseEther('0.05'));

  // The same entry again is refused by the contract, and by anyone else's wallet.
  const entry = (await (await fetch(`${API_URL}/whitelist-snipe1/17`)).json()) as { allocated: number; hash: `0x${string}` };
  expect(await refusal(8, [17n, BigInt(entry.allocated), entry.hash])).toBe('AlreadyClaimed');
  const nine = (await (await fetch(`${API_URL}/whitelist-snipe1/40`)).json()) as { allocated: number; hash: `0x${string}` };
  expect(await refusal(7, [40n, BigInt(nine.allocated), nine.hash])).toBe('InvalidClaim');

  // After a reload the page reads the claim back from the chain.
  await page.reload();
  await expect(button(page)).toHaveText('Minted');
});

test('a wallet off the whitelist is Not Eligible, and sees no edition', async ({ page }) => {
  await injectWallet(page, 7);
  await page.goto(PAGE);
  await connectAndSignIn(page, button(page));
  await expect(button(page)).toHaveText('Not Eligible');
  await expect(button(page)).toBeDisabled();
  await expect(page.getByTestId('tethered-edition')).toHaveCount(0);
});

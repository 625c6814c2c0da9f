import type { Page } from '@playwright/test';
import { createPublicClient, createWalletClient, http, type Hash } from 'viem';
import { mnemonicToAccount } from 'viem/accounts';
import { foundry } from 'viem/chains';
import { blackFeatherAbi } from '../contracts/generated/BlackFeather';
import { eveEditionsAbi } from '../contracts/generated/EveEditions';
import { expect, test } from './fixtures';
import { connectAndSignIn } from './support/draw';
import { auctionItem, auctionPage } from './support/auction';
import { itemKey, sandboxContracts } from './support/sandbox';
import { DEVNET_RPC, TEST_MNEMONIC } from './support/wallet';

/**
 * A collector never loses a transaction. The devnet stops mining on its own (automine
 * off), so a sent transaction stays pending until the test mines a block, or replaces it first as a
 * wallet's speed-up or cancel does: the same nonce at a higher fee.
 */
const devnet = { ...foundry, rpcUrls: { default: { http: [DEVNET_RPC] } } };
const chain = createPublicClient({ chain: devnet, transport: http(DEVNET_RPC) });
const rpc = (method: string, params: unknown[] = []) => chain.request({ method, params } as never);
const collector = createWalletClient({ account: mnemonicToAccount(TEST_MNEMONIC, { addressIndex: 8 }), chain: devnet, transport: http(DEVNET_RPC) });

async function withoutAutomine(run: () => Promise<void>) {
  await rpc('evm_setAutomine', [false]);
  try {
    await run();
  } finally {
    await rpc('evm_setAutomine', [true]);
  }
}

/** The hashes the site keeps as pending in this browser. */
const kept = (page: Page) => page.evaluate(() => (JSON.parse(localStorage.getItem('drp.pending-tx') ?? '[]') as { hash: Hash }[]).map((t) => t.hash));

async function sentHash(page: Page): Promise<Hash> {
  await expect.poll(() => kept(page)).toHaveLength(1);
  return (await kept(page))[0];
}

/** Sends, from the collector's account, a transaction in the nonce of `hash` at twice its fees. */
async function replace(hash: Hash, how: 'speed up' | 'cancel' | 'another call') {
  const tx = await chain.getTransaction({ hash });
  const fees = { maxFeePerGas: tx.maxFeePerGas! * 2n, maxPriorityFeePerGas: tx.maxPriorityFeePerGas! * 2n + 1n };
  const elsewhere = mnemonicToAccount(TEST_MNEMONIC, { addressIndex: 7 }).address;
  const call =
    how === 'speed up'
      ? { to: tx.to!, data: tx.input, value: tx.value, gas: tx.gas }
      : how === 'cancel'
        ? { to: tx.from, value: 0n }
        : { to: elsewhere, value: 1n };
  return collector.sendTransaction({ ...call, ...fees, nonce: tx.nonce });
}

const mintButton = (page: Page) => page.getByRole('main').getByRole('button', { name: /^(Please Connect|Loading|Mint|Minting\.\.\.|Minted)$/ });

/** The collector on Black Feather's page, signed in, the mint offered. */
async function signedInAtBlackFeather(page: Page) {
  await page.goto('/drops/blackfeather');
  await connectAndSignIn(page, mintButton(page));
  await expect(mintButton(page)).toHaveText('Mint');
}

async function blackFeathers(owner: `0x${string}`) {
  const { BlackFeather } = await sandboxContracts();
  return chain.readContract({ address: BlackFeather, abi: blackFeatherAbi, functionName: 'balanceOf', args: [owner, 0n] });
}

test('a mint replaced in the wallet by another call says so; one the network drops is called dropped after its bound; neither is a success', async ({
  page,
  wallet,
}) => {
  await page.clock.install();
  await signedInAtBlackFeather(page);

  await withoutAutomine(async () => {
    await mintButton(page).click();
    await expect(page.getByText('Minting Token ...')).toBeVisible();
    await replace(await sentHash(page), 'another call');
    await rpc('evm_mine');
    await expect(page.getByText('The transaction was replaced by another one in your wallet.')).toBeVisible();
  });
  expect(await kept(page)).toEqual([]);
  await expect(mintButton(page)).toHaveText('Mint');

  await withoutAutomine(async () => {
    await mintButton(page).click();
    await expect(page.getByText('Minting Token ...')).toBeVisible();
    await rpc('anvil_dropTransaction', [await sentHash(page)]);
    // Eleven minutes on the page's clock: its look at the node then finds the transaction gone for longer than the bound.
    await page.clock.fastForward(11 * 60_000);
    await expect(page.getByText('The transaction was dropped by the network and never made. Please try again.')).toBeVisible();
  });
  expect(await blackFeathers(wallet.address)).toBe(0n);
  expect(await kept(page)).toEqual([]);
  await expect(mintButton(page)).toHaveText('Mint');
});

test('a mint cancelled in the wallet is shown as cancelled; one sped up after a reload is the same mint and succeeds', async ({ page, wallet }) => {
  await signedInAtBlackFeather(page);

  await withoutAutomine(async () => {
    await mintButton(page).click();
    await expect(page.getByText('Minting Token ...')).toBeVisible();
    await replace(await sentHash(page), 'cancel');
    await rpc('evm_mine');
    await expect(page.getByText('The transaction was cancelled in your wallet.')).toBeVisible();
  });
  await expect(page.getByText('Minted One Black Feather!')).toHaveCount(0);
  expect(await blackFeathers(wallet.address)).toBe(0n);
  expect(await kept(page)).toEqual([]);
  await expect(mintButton(page)).toHaveText('Mint');

  await withoutAutomine(async () => {
    await mintButton(page).click();
    await expect(page.getByText('Minting Token ...')).toBeVisible();
    const first = await sentHash(page);
    await page.reload();
    await expect(page.getByText('Minting Token ...')).toBeVisible();
    // The panel knows the kept mint: it does not offer a second one meanwhile.
    await expect(mintButton(page)).toHaveText('Minting...');
    await expect(mintButton(page)).toBeDisabled();
    const faster = await replace(first, 'speed up');
    expect(faster).not.toBe(first);
    await rpc('evm_mine');
    await expect(page.getByText('Minted One Black Feather!')).toHaveCount(1);
  });
  expect(await blackFeathers(wallet.address)).toBe(1n);
  await expect(mintButton(page)).toHaveText('Minted');
  expect(await kept(page)).toEqual([]);
});

test('a mint still pending is shown after a reload and in another tab, then its success', async ({ page, wallet, context }) => {
  const { EveEditions } = await sandboxContracts();
  const barricade = `/drops/theeveofrevolution/product/${await itemKey('theeveofrevolution', 'Barricade')}`;
  const button = page.getByRole('main').getByRole('button', { name: /^(Please connect to devnet|Loading|Mint Token|Minting\.\.\.|Already Minted)$/ });
  await page.goto(barricade);
  await connectAndSignIn(page, button);
  await expect(button).toHaveText('Mint Token');
  const other = await context.newPage();
  await other.goto('/');

  await withoutAutomine(async () => {
    await button.click();
    await expect(page.getByText('Minting 1 Barricade...')).toBeVisible();
    await sentHash(page);
    await page.reload();
    await expect(page.getByText('Minting 1 Barricade...')).toBeVisible();
    await expect(button).toHaveText('Minting...');
    await expect(button).toBeDisabled();
    await expect(other.getByText('Minting 1 Barricade...')).toBeVisible();
    await rpc('evm_mine');
    await expect(page.getByText('Successfully minted Barricade')).toHaveCount(1);
    await expect(other.getByText('Successfully minted Barricade')).toHaveCount(1);
  });
  expect(await chain.readContract({ address: EveEditions, abi: eveEditionsAbi, functionName: 'balanceOf', args: [wallet.address, 1n] })).toBe(1n);
  // The kept record goes once the panel has read the mint again: no moment offers a second mint.
  await expect(button).toHaveText('Already Minted');
  expect(await kept(page)).toEqual([]);
});

test('a bid still pending after a reload keeps the auction’s button at Placing Bid..., then the page shows the bid', async ({ page, wallet }) => {
  const bid = page.getByRole('main').getByRole('button', { name: /^(Please Connect to Devnet|Loading\.\.\.|Place Bid|Placing Bid\.\.\.)$/ });
  await page.goto(await auctionPage());
  await connectAndSignIn(page, bid);
  await expect(bid).toHaveText('Place Bid');

  await withoutAutomine(async () => {
    await bid.click();
    await sentHash(page);
    await page.reload();
    // The bid goes to the auction contract, which the panel does not read: it is kept by it all the same.
    await expect(bid).toHaveText('Placing Bid...');
    await rpc('evm_mine');
  });
  await expect(page.getByTestId('highest-bid')).toHaveText('0.2 ETH');
  expect((await auctionItem()).highestBidder).toBe(wallet.address);
  await expect(bid).toHaveText('Place Bid');
  expect(await kept(page)).toEqual([]);
});

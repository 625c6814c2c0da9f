import type { Page } from '@playwright/test';
import { createPublicClient, http, parseEther } from 'viem';
import { foundry } from 'viem/chains';
import { lushsuxVRAbi } from '../contracts/generated/LushsuxVR';
import { lushsuxVR002Abi } from '../contracts/generated/LushsuxVR002';
import { expect, test } from './fixtures';
import { connectAndSignIn } from './support/draw';
import { sandboxContracts } from './support/sandbox';
import { DEVNET_RPC, injectWallet } from './support/wallet';

/**
 * The VR drops: VR-002's editions by member tokens (1, 5, 10), minted on the chain at
 * 0.001 ETH and refused below the tier; VR-001's tethered print claim at 0.1 ETH and the contract's
 * Not Eligible.
 */
const devnet = { ...foundry, rpcUrls: { default: { http: [DEVNET_RPC] } } };
const chain = createPublicClient({ chain: devnet, transport: http(DEVNET_RPC) });
const VR1 = '/drops/lushsux-vr';
const VR2 = '/drops/lushsux-vr002';

const item = (page: Page, id: number) => page.getByTestId(`vr-item-${id}`);
const button = (page: Page, id: number) => item(page, id).getByRole('button');

test('both pages carry their items, supplies and visitor buttons in the server HTML', async ({ request }) => {
  const one = await (await request.get(VR1)).text();
  for (const text of [
    'VR-001 Tethered Print',
    'VR-001 Process Video',
    'VR-001 Holders Draw',
    '100 / 100 minted',
    '>Sold Out</button>',
    '>Airdrop</button>',
    '>Connect</button>',
  ])
    expect(one).toContain(text);
  const two = await (await request.get(VR2)).text();
  for (const text of ['VR-002 Edition of 50', 'VR-002 Edition of 25', 'VR-002 Edition of 10', 'VR-002 Burn', '0.001 ETH', '0 / 10 minted', '>Connect</button>'])
    expect(two).toContain(text);
  expect(two).toContain('href="/artists/lushsux"');
});

test('VR-002: the collector with 5 member tokens mints the edition of 25 on the chain, and not the edition of 10', async ({ page, wallet }) => {
  const { LushsuxVR002 } = await sandboxContracts();
  // A visitor with no wallet watches the same page.
  const visitorContext = await page.context().browser()!.newContext();
  const visitor = await visitorContext.newPage();
  const asked: string[] = [];
  visitor.on('request', (req) => void (req.postData()?.includes('"jsonrpc"') && asked.push(req.url())));
  await visitor.goto(VR2);
  await expect(item(visitor, 2)).toContainText('0 / 25 minted');

  await page.goto(VR2);
  await connectAndSignIn(page, button(page, 1));
  await expect(button(page, 1)).toHaveText('Mint');
  await expect(button(page, 2)).toHaveText('Mint');
  await expect(button(page, 3)).toHaveText('Not Eligible');
  await expect(button(page, 3)).toBeDisabled();
  await expect(button(page, 4)).toHaveText('Not Enough Tokens');

  const ethBefore = await chain.getBalance({ address: LushsuxVR002 });
  await button(page, 2).click();
  await expect(page.getByText('Minted Token')).toBeVisible();
  await expect(button(page, 2)).toHaveText('Minted');
  await expect(item(page, 2)).toContainText('1 / 25 minted');
  // By the server's live stream: the visitor's browser reads no chain.
  await expect(item(visitor, 2)).toContainText('1 / 25 minted', { timeout: 2000 });
  expect(asked).toEqual([]);
  await visitorContext.close();
  expect(await chain.readContract({ address: LushsuxVR002, abi: lushsuxVR002Abi, functionName: 'balanceOf', args: [wallet.address, 2n] })).toBe(1n);
  expect((await chain.getBalance({ address: LushsuxVR002 })) - ethBefore).toBe(parseEther('0.001'));

  await page.reload();
  await expect(button(page, 2)).toHaveText('Minted');
});

test('VR-002: the wallet with 10 member tokens mints every edition and burns 3 for the burn item; the wallet with none is Not Eligible everywhere', async ({
  page,
}) => {
  const { LushsuxVR002 } = await sandboxContracts();
  const nine = await injectWallet(page, 9);
  await page.goto(VR2);
  await connectAndSignIn(page, button(page, 3));
  await expect(button(page, 3)).toHaveText('Mint');
  await button(page, 3).click();
  await expect(button(page, 3)).toHaveText('Minted');
  expect(await chain.readContract({ address: LushsuxVR002, abi: lushsuxVR002Abi, functionName: 'balanceOf', args: [nine.address, 3n] })).toBe(1n);

  // With one of each edition the burn item opens: 3 tokens burned, the burn item minted.
  await expect(button(page, 4)).toHaveText('Not Enough Tokens');
  for (const id of [1, 2]) {
    await button(page, id).click();
    await expect(button(page, id)).toHaveText('Minted');
  }
  await expect(button(page, 4)).toHaveText('Burn');
  await button(page, 4).click();
  await expect(page.getByText('Minted the VR-002 Burn')).toBeVisible();
  await expect(button(page, 4)).toHaveText('Not Enough Tokens');
  const balances = await chain.readContract({
    address: LushsuxVR002,
    abi: lushsuxVR002Abi,
    functionName: 'balanceOfBatch',
    args: [
      [nine.address, nine.address, nine.address, nine.address],
      [1n, 2n, 3n, 4n],
    ],
  });
  expect(balances).toEqual([0n, 0n, 0n, 1n]);
  await expect(item(page, 4)).toContainText('1 / 50 minted');

  const other = await page.context().browser()!.newContext();
  const newbie = await other.newPage();
  await injectWallet(newbie, 7);
  await newbie.goto(VR2);
  await newbie.waitForFunction(() => Object.keys(document).some((k) => k.startsWith('__reactContainer$')));
  await connectAndSignIn(newbie, button(newbie, 1));
  for (const id of [1, 2, 3]) await expect(button(newbie, id)).toHaveText('Not Eligible');
  await other.close();
});

test('VR-001: the listed collector claims the tethered print for 0.1 ETH', async ({ page, wallet }) => {
  const { LushsuxVR } = await sandboxContracts();
  await page.goto(VR1);
  await expect(button(page, 1)).toHaveText('Sold Out');
  await connectAndSignIn(page, button(page, 2));
  await expect(button(page, 2)).toHaveText('Mint');
  await expect(button(page, 4)).toHaveText('Mint');
  const ethBefore = await chain.getBalance({ address: LushsuxVR });
  await button(page, 2).click();
  await expect(page.getByText('Claimed VR-001 Tethered Print')).toBeVisible();
  await expect(button(page, 2)).toHaveText('Minted');
  expect(await chain.readContract({ address: LushsuxVR, abi: lushsuxVRAbi, functionName: 'balanceOf', args: [wallet.address, 2n] })).toBe(1n);
  expect((await chain.getBalance({ address: LushsuxVR })) - ethBefore).toBe(parseEther('0.1'));
});

test('VR-001: a wallet the contract does not list sees Not Eligible', async ({ page }) => {
  await injectWallet(page, 7);
  await page.goto(VR1);
  await connectAndSignIn(page, button(page, 2));
  await expect(button(page, 2)).toHaveText('Not Eligible');
  await expect(button(page, 4)).toHaveText('Not Eligible');
  await expect(button(page, 3)).toHaveText('Airdrop');
});

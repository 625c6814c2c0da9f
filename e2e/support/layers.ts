import type { Page } from '@playwright/test';
import { createPublicClient, http } from 'viem';
import { foundry } from 'viem/chains';
import { vhilsLayersAbi } from '../../contracts/generated/VhilsLayers';
import { vhilsTearsAbi } from '../../contracts/generated/VhilsTears';
import { connectAndSignIn } from './draw';
import { sandboxContracts } from './sandbox';
import { DEVNET_RPC } from './wallet';

/** The LAYERS page (collections §3–§5) and what a test reads on it and on its contracts. */
export const LAYERS_PAGE = '/drops/vhilsnew';
const chain = createPublicClient({ chain: { ...foundry, rpcUrls: { default: { http: [DEVNET_RPC] } } }, transport: http(DEVNET_RPC) });

export async function openLayers(page: Page, view: 'Revealing' | 'Staking' | 'Burning') {
  await page.goto(LAYERS_PAGE);
  await page.getByRole('navigation', { name: 'LAYERS' }).getByRole('button', { name: view }).click();
}

export async function signInLayers(page: Page) {
  await connectAndSignIn(page, page.getByRole('main').getByRole('button', { name: 'Connect Wallet' }));
}

export const layerCard = (page: Page, n: number) =>
  page.getByRole('list', { name: 'Your LAYERS' }).getByRole('button', { name: new RegExp(`^LAYER #${n}\\b`) });
export const tearBoxes = (page: Page) => page.getByRole('group', { name: 'Tears applied' }).getByTestId('tear-box');

/** A layer's reveal state on the chain. */
export async function layerState(id: bigint) {
  const { VhilsLayers } = await sandboxContracts();
  return Number(await chain.readContract({ address: VhilsLayers, abi: vhilsLayersAbi, functionName: 'state', args: [id] }));
}

/** The owner's alpha and beta tears. */
export async function tearBalances(owner: `0x${string}`) {
  const { VhilsTears } = await sandboxContracts();
  return chain.readContract({
    address: VhilsTears,
    abi: vhilsTearsAbi,
    functionName: 'balanceOfBatch',
    args: [
      [owner, owner],
      [1n, 2n],
    ],
  });
}

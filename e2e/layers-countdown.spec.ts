import { createPublicClient, http } from 'viem';
import { foundry } from 'viem/chains';
import { vhilsLayersBurnAbi } from '../contracts/generated/VhilsLayersBurn';
import { vhilsTearClaimAbi } from '../contracts/generated/VhilsTearClaim';
import { expect, test } from './fixtures';
import { LAYERS_PAGE } from './support/layers';
import { sandboxContracts, setSandboxTime } from './support/sandbox';
import { DEVNET_RPC } from './support/wallet';

const chain = createPublicClient({ chain: { ...foundry, rpcUrls: { default: { http: [DEVNET_RPC] } } }, transport: http(DEVNET_RPC) });

/**
 * The burning section's countdown (collections §2, §4) on the chain's clock, across the windows the
 * contracts hold: the last 70 s before each edge, then the next window's label and note. A file of its
 * own, and in order: the devnet's clock only moves forward.
 */
test('the LAYERS countdown runs to the claim’s end, the burn’s start and the burn’s end, then says BURN ENDED', async ({ page }) => {
  const { VhilsTearClaim, VhilsLayersBurn } = await sandboxContracts();
  const claimEnd = Number(await chain.readContract({ address: VhilsTearClaim, abi: vhilsTearClaimAbi, functionName: 'end' }));
  const burnStart = Number(await chain.readContract({ address: VhilsLayersBurn, abi: vhilsLayersBurnAbi, functionName: 'start' }));
  const burnEnd = Number(await chain.readContract({ address: VhilsLayersBurn, abi: vhilsLayersBurnAbi, functionName: 'end' }));
  const edges = [
    { at: claimEnd, before: 'CLAIM TEARS ends in:', after: /^BURN starts in: (\d+d )?\d\dh \d\dm \d\ds$/, note: 'BURN not started' },
    { at: burnStart, before: 'BURN starts in:', after: /^BURN ends in: (\d+d )?\d\dh \d\dm \d\ds$/, note: 'BURN open' },
    { at: burnEnd, before: 'BURN ends in:', after: /^BURN ENDED\s*$/, note: 'BURN ENDED' },
  ];
  const timer = page.getByRole('timer');
  // Its words for a screen reader, just before it.
  const note = timer.locator('xpath=preceding-sibling::*[@role="status"][1]');
  // As a slow phone runs it: the page's clock must not depend on how long the page takes to load.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  // The page's clock alone, set to the chain's moment: asked of the chain (/api/time) late in a slow load, the chain's
  // answer would set back a clock the test had already moved on (the correction itself is clock.spec's).
  await page.route('**/api/time', (route) => route.abort());
  for (const [i, edge] of edges.entries()) {
    const at = edge.at * 1000 - 70_000;
    await setSandboxTime(new Date(at));
    if (i === 0) await page.clock.install({ time: at });
    else await page.clock.setSystemTime(at);
    // The page's clock stands while the page loads, however long that takes; the test moves it.
    await page.clock.pauseAt(at + 1000);
    await page.goto(LAYERS_PAGE);
    await expect(timer).toHaveText(new RegExp(`^${edge.before} 00h 01m (0\\d|10)s$`));
    await page.clock.runFor(11_000);
    await expect(note).toHaveText(`${edge.before.replace(/:$/, '')} less than a minute`);
    await page.clock.runFor(60_000);
    await expect(timer).toHaveText(edge.after);
    await expect(note).toHaveText(edge.note);
  }
});

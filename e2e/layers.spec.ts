import { createPublicClient, http } from 'viem';
import { foundry } from 'viem/chains';
import { vhilsStakingAbi } from '../contracts/generated/VhilsStaking';
import { expect, test } from './fixtures';
import { layerCard, layerState, openLayers, signInLayers, tearBalances, tearBoxes } from './support/layers';
import { mailingListMembers, sandboxContracts, setPlatformFault, setSandboxTime } from './support/sandbox';
import { DEVNET_RPC, injectWallet } from './support/wallet';

/**
 * The layers collection at /drops/vhilsnew. The collector (#8) holds layers 1–6 (states
 * 0, 0, 1, 2, 3, 3) and 2 alpha + 1 beta tears. The claim window is open from the sandbox's start
 * for two days, the burn window opens on the third day. The tests of this file share the devnet;
 * the clock only moves forward, so they run in order: tear, stake, claim, then (days later) burn.
 */
const chain = createPublicClient({ chain: { ...foundry, rpcUrls: { default: { http: [DEVNET_RPC] } } }, transport: http(DEVNET_RPC) });
const PAGE = '/drops/vhilsnew';
const DAY = 86_400_000;

const open = openLayers;
const signIn = signInLayers;
const layer = layerCard;
const onChain = layerState;
const tears = tearBalances;

test('the What Is view and the burning section’s countdown are in the server HTML; the wallet views ask to connect', async ({ request, page }) => {
  const html = await (await request.get(PAGE)).text();
  for (const text of [
    'What Is LAYERS',
    '2,803',
    'How to reveal',
    'Own a genesis Layer',
    'Changes might take a while to reflect, please refresh the page',
    'CLAIM TEARS ends in:',
  ])
    expect(html).toContain(text);
  await page.goto(PAGE);
  await expect(page.getByRole('navigation', { name: 'LAYERS' }).getByRole('button', { name: 'Burning' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('navigation', { name: 'LAYERS' }).getByRole('button', { name: 'Printing' })).toBeDisabled();
  await expect(page.getByText('Connect Wallet to View')).toBeVisible();
  // The shared blocks (collections §2): FAQ and newsletter on Burning, the team not; none on What Is.
  const faq = page.getByRole('region', { name: 'FAQ' });
  const team = page.getByRole('region', { name: 'Team' });
  const newsletter = page.getByRole('region', { name: 'Newsletter' });
  await expect(faq).toBeVisible();
  await expect(newsletter).toBeVisible();
  await expect(team).toHaveCount(0);
  // A mailing list that fails: the block's own text (collections §8), and the address stays typed.
  await setPlatformFault('unavailable');
  try {
    await newsletter.getByLabel('Email address').fill('layers-fan@example.com');
    await newsletter.getByRole('button', { name: 'Subscribe' }).click();
    await expect(newsletter.getByRole('status')).toHaveText('An error has occured when subscribing');
    await expect(newsletter.getByLabel('Email address')).toHaveValue('layers-fan@example.com');
  } finally {
    await setPlatformFault(null);
  }
  await newsletter.getByRole('button', { name: 'Subscribe' }).click();
  await expect(newsletter.getByRole('status')).toHaveText('Successfully subscribed to mailing list!');
  expect(await mailingListMembers()).toContain('layers-fan@example.com');
  await page.getByRole('navigation', { name: 'LAYERS' }).getByRole('button', { name: 'Staking' }).click();
  await expect(team).toBeVisible();
  // Only the chosen view's section shows; the choice is kept.
  await expect(page.getByText('Own a genesis Layer')).toBeHidden();
  await page.getByRole('navigation', { name: 'LAYERS' }).getByRole('button', { name: 'What Is' }).click();
  await expect(page.getByRole('heading', { name: 'What Is LAYERS' })).toBeVisible();
  await expect(page.getByText('Connect Wallet to View')).toBeHidden();
  for (const block of [faq, team, newsletter]) await expect(block).toHaveCount(0);
  // The marketplace's figures (drop-pages §9): the floor price to 2 decimals, the 30-day figures to 4.
  const figures = page.locator('dl').filter({ hasText: 'Floor price' });
  await expect(figures.locator('dt:has-text("Floor price") + dd')).toHaveText('0.42 ETH');
  await expect(figures.locator('dt:has-text("30-day volume") + dd')).toHaveText('118.6000 ETH');
  await expect(figures.locator('dt:has-text("30-day average price") + dd')).toHaveText('0.5542 ETH');
  await page.reload();
  await expect(page.getByRole('navigation', { name: 'LAYERS' }).getByRole('button', { name: 'What Is' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('heading', { name: 'What Is LAYERS' })).toBeVisible();
});

test('apply an alpha tear: the next two traits are revealed and the tear balance falls, on the chain', async ({ page, wallet }) => {
  // How long "Loading your LAYERS…" stays once shown (platform-core §4: at least 600 ms, no flash).
  await page.addInitScript(() => {
    const spans: Array<[number, number | null]> = [];
    (window as unknown as { __placeholder: typeof spans }).__placeholder = spans;
    new MutationObserver(() => {
      const shown = [...document.querySelectorAll('[role="status"]')].some((el) => el.textContent === 'Loading your LAYERS…');
      const open = spans.at(-1);
      if (shown && (!open || open[1] !== null)) spans.push([performance.now(), null]);
      if (!shown && open && open[1] === null) open[1] = performance.now();
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
  await open(page, 'Revealing');
  await signIn(page);
  await layer(page, 3).click();
  const spans = await page.evaluate(() => (window as unknown as { __placeholder: Array<[number, number | null]> }).__placeholder);
  expect(spans.length, 'the placeholder was shown').toBeGreaterThan(0);
  for (const [from, to] of spans) expect(to! - from).toBeGreaterThanOrEqual(590);
  await expect(tearBoxes(page)).toHaveText(['alpha', '-', '-']);
  const traits = page.getByRole('list', { name: 'Traits' });
  await expect(page.locator('ul[aria-label], ol[aria-label]')).toHaveCount(0);
  await expect(traits.getByText('Unrevealed')).toHaveCount(4);
  expect(await tears(wallet.address)).toEqual([2n, 1n]);

  await page.getByRole('button', { name: 'Apply Alpha Tear (2)' }).click();
  await expect(page.getByText('Your alpha tear was applied to LAYER #3')).toBeVisible({ timeout: 20_000 });
  await expect(tearBoxes(page)).toHaveText(['alpha', 'alpha', '-']);
  await expect(traits.getByText('Unrevealed')).toHaveCount(2);
  await expect(page.getByRole('button', { name: 'Apply Alpha Tear (1)' })).toBeVisible();
  expect(await onChain(3n)).toBe(2);
  expect(await tears(wallet.address)).toEqual([1n, 1n]);
  // A wallet that does not batch is asked twice: the approval, then the tear (layers-batch.spec.ts: once).
  expect(wallet.prompts()).toBe(2);

  // A fully revealed layer takes no more tears.
  await layer(page, 5).click();
  await page.getByRole('button', { name: 'Apply Beta Tear (1)' }).click();
  await expect(page.getByText('LAYER is fully revealed or data cannot be retrieved')).toBeVisible();
});

test('a staked layer refuses a tear; after 120 days unstaking gives the tear; a second action while one is pending is refused', async ({ page, wallet }) => {
  const { VhilsStaking } = await sandboxContracts();
  await open(page, 'Staking');
  await signIn(page);
  await layer(page, 1).click();
  await page.getByRole('button', { name: 'Start Staking' }).click();
  await expect(page.getByText('LAYER #1 is staked')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('button', { name: 'Unstake' })).toBeVisible();

  await page.getByRole('navigation', { name: 'LAYERS' }).getByRole('button', { name: 'Revealing' }).click();
  await layer(page, 1).click();
  await page.getByRole('button', { name: /^Apply Alpha Tear/ }).click();
  await expect(page.getByText('Please unstake your layer before applying a tear on it.')).toBeVisible();

  // A pending stake: while the wallet holds it, another action is refused with the spec's text.
  await page.getByRole('navigation', { name: 'LAYERS' }).getByRole('button', { name: 'Staking' }).click();
  await layer(page, 2).click();
  const held = wallet.holdNextTransaction();
  await page.getByRole('button', { name: 'Start Staking' }).click();
  await expect(page.getByRole('status').filter({ hasText: /Approving|Staking your LAYER/ })).toBeVisible();
  await layer(page, 1).click();
  await page.getByRole('button', { name: 'Unstake' }).click();
  await expect(page.getByText('Please complete or cancel current pending transaction before trying again.')).toBeVisible();
  held.release();
  await expect(page.getByText('LAYER #2 is staked')).toBeVisible({ timeout: 20_000 });

  // A fully revealed layer stakes for medals; a stake declined in the wallet says to try again.
  await layer(page, 6).click();
  wallet.rejectNextTransaction();
  await page.getByRole('button', { name: 'Start Staking' }).click();
  await expect(page.getByText('Error when staking, please try again')).toBeVisible();
  await page.getByRole('button', { name: 'Start Staking' }).click();
  await expect(page.getByText('LAYER #6 is staked')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('Staked (for medals)')).toBeVisible();

  // Cancelling an unstake says so; 120 days on, the cycle is complete and unstaking pays the tear.
  await layer(page, 1).click();
  await page.getByRole('button', { name: 'Unstake' }).click();
  await page.getByRole('dialog', { name: 'Unstake your LAYER?' }).getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByText('Unstaking action cancelled')).toBeVisible();

  const before = await tears(wallet.address);
  const at = new Date(Date.now() + 121 * DAY);
  await setSandboxTime(at);
  await page.clock.install({ time: at });
  await page.reload();
  await layer(page, 1).click();
  await expect(page.getByText('Days until next status')).toBeVisible();
  await page.getByRole('button', { name: 'Unstake' }).click();
  const confirm = page.getByRole('dialog', { name: 'Unstake your LAYER?' });
  await expect(confirm).toContainText('Your staking cycle is complete: you will receive your tear.');
  // Declined in the wallet: the reject banner, as for every layers action (collections §4), and nothing changes.
  wallet.rejectNextTransaction();
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('An error has occured when withdrawing your LAYER')).toBeVisible();
  expect((await tears(wallet.address))[0]).toBe(before[0]);
  await page.getByRole('button', { name: 'Unstake' }).click();
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('LAYER #1 is unstaked')).toBeVisible({ timeout: 20_000 });
  expect((await tears(wallet.address))[0]).toBe(before[0] + 1n);
  expect(await chain.readContract({ address: VhilsStaking, abi: vhilsStakingAbi, functionName: 'tearLevel', args: [1n] })).toBe(1);

  // The revealed layer's 10-day cycle is long complete: unstaking upgrades its medal, and the badge says so.
  await layer(page, 6).click();
  await page.getByRole('button', { name: 'Unstake' }).click();
  await expect(confirm).toContainText('Your staking cycle is complete: your medal is upgraded to Bronze.');
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('LAYER #6 is unstaked')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('You are now a Bronze holder')).toBeVisible();
  expect(await chain.readContract({ address: VhilsStaking, abi: vhilsStakingAbi, functionName: 'medalRank', args: [6n] })).toBe(1);
});

test('a wallet without layers is shown the way to the market', async ({ page }) => {
  await injectWallet(page, 7);
  await open(page, 'Revealing');
  await signIn(page);
  await expect(page.getByText('Get your first from LAYERS market')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Buy a LAYER' })).toHaveAttribute('href', '/coming-soon');
});

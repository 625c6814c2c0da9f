import type { Locator, Page } from '@playwright/test';
import { encodeClaimToken } from '../lib/drops/print-claim/rules';
import { auctionPage } from './support/auction';
import { itemKey, setSandboxTime } from './support/sandbox';
import { expect, test } from './fixtures';

/**
 * Nothing a visitor does is lost: on a CPU slowed 4× (a mid-range phone), a press or
 * typed text at the page's `load` event, before its scripts have hydrated it, takes effect — held by
 * the early-actions script (lib/http/early-actions.mjs) and taken once the page hydrates. Each walk
 * runs five times: a press lost one time in six would fail here.
 */
const RUNS = 5;

async function slowPhone(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

test.beforeEach(async ({ page }) => slowPhone(page));

test('the footer’s Subscribe takes the address typed at once', async ({ page }) => {
  const { mailingListMembers } = await import('./support/sandbox');
  for (let i = 0; i < RUNS; i++) {
    const address = `early-${Date.now()}-${i}@example.com`;
    await page.goto('/', { waitUntil: 'load' });
    const footer = page.getByRole('contentinfo');
    await footer.getByLabel('Email address').fill(address);
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    await expect(footer.getByRole('status')).toHaveText('Successfully subscribed to mailing list!', { timeout: 20_000 });
    expect(await mailingListMembers()).toContain(address);
  }
});

test('the header’s More Artists pages, pressed before any page script has arrived, opens the list once they run', async ({ page }) => {
  // The page's chunks wait until the press is made: only the server HTML and the inline early-actions script are there.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_next/static/chunks/**', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  const nav = page.getByRole('banner');
  const toggle = nav.getByRole('button', { name: 'More Artists pages' });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  release();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true', { timeout: 20_000 });
  await page.mouse.move(0, 600);
  await expect(nav.locator('#header-artists-menu').getByRole('link')).toHaveCount(8);
  await expect(nav.locator('#header-artists-menu')).toBeVisible();
});

test('login: an empty submit shows the spec’s messages; a first field typed at once is kept', async ({ page }) => {
  for (let i = 0; i < RUNS; i++) {
    await page.goto('/login', { waitUntil: 'load' });
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page.getByRole('main').getByRole('alert').getByRole('listitem')).toHaveText(['Email is required', 'Password is required'], {
      timeout: 20_000,
    });

    await page.goto('/login', { waitUntil: 'load' });
    await page.getByRole('main').getByLabel('Email').fill('collector@example.com');
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page.getByRole('main').getByRole('alert')).toHaveText('Password is required', { timeout: 20_000 });
    await expect(page.getByRole('main').getByLabel('Email')).toHaveValue('collector@example.com');
  }
});

test('register: an empty submit shows the spec’s messages; a first field typed at once is kept', async ({ page }) => {
  for (let i = 0; i < RUNS; i++) {
    await page.goto('/register', { waitUntil: 'load' });
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByRole('main').getByRole('alert').getByRole('listitem').first()).toHaveText('First name is required', { timeout: 20_000 });

    await page.goto('/register', { waitUntil: 'load' });
    await page.getByRole('main').getByLabel('First name').fill('Ada');
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByRole('main').getByRole('alert').getByRole('listitem').first()).toHaveText('Last name is required', { timeout: 20_000 });
    await expect(page.getByRole('main').getByLabel('First name')).toHaveValue('Ada');
  }
});

test('lushsux: a sort and an order chosen at once both count, and an anchor followed at once stays in the URL', async ({ page }) => {
  for (let i = 0; i < RUNS; i++) {
    // Two selects one after the other, in the grid that hydrates after the rest of the page.
    await page.goto('/drops/lushsux', { waitUntil: 'load' });
    await page.getByLabel('Sort by').selectOption('comments');
    await page.getByLabel('Order').selectOption('asc');
    await expect(page).toHaveURL(/\?sort=comments&order=asc#posts$/, { timeout: 20_000 });
    await expect(page.getByLabel('Sort by')).toHaveValue('comments');
    await expect(page.getByLabel('Order')).toHaveValue('asc');

    await page.goto('/drops/lushsux', { waitUntil: 'load' });
    await page.getByRole('navigation', { name: 'Lushsux Members sections' }).getByRole('link', { name: 'Anatomy of A Post' }).click();
    await expect(page).toHaveURL(/#anatomy$/, { timeout: 20_000 });
    await page.waitForTimeout(1500);
    await expect(page).toHaveURL(/#anatomy$/);
  }
});

/**
 * Every wallet panel's first button, pressed at the load event: the wallet dialog opens. The visitor
 * has a wallet extension (the e2e wallet); a panel dated by its window is visited inside it. The
 * founding token is left out: its 2,000 editions are all claimed, so its button is Sold Out.
 * PRESS_RUNS=20 (with `yes > /dev/null` beside it) checks that 20 presses in 20 take effect on a busy CPU.
 */
const PRESS_RUNS = Number(process.env.PRESS_RUNS ?? 1);
const main = (page: Page) => page.getByRole('main');
const item = async (drop: string, title: string) => `/drops/${drop}/product/${await itemKey(drop, title)}`;
const PANELS: { panel: string; path: () => Promise<string> | string; button: (page: Page) => Locator; at?: Date }[] = [
  { panel: 'the header', path: () => '/', button: (p) => p.getByRole('banner').getByRole('button', { name: 'Connect Wallet' }) },
  { panel: 'Black Feather', path: () => '/drops/blackfeather', button: (p) => main(p).getByRole('button', { name: 'Please Connect' }) },
  { panel: 'the burn', path: () => '/drops/vhilsburn', button: (p) => main(p).getByRole('button', { name: 'Please Connect' }) },
  { panel: 'Bulls Power tethered', path: () => '/drops/snipe-bulls-power-tethered', button: (p) => main(p).getByRole('button', { name: 'Please Connect' }) },
  { panel: 'VR-002', path: () => '/drops/lushsux-vr002', button: (p) => p.getByTestId('vr-item-1').getByRole('button', { name: 'Connect' }) },
  {
    panel: 'the print claim',
    path: () => `/drops/lushsux-joker/pay?t=${encodeClaimToken(17)}`,
    button: (p) => main(p).getByRole('button', { name: 'Connect' }),
  },
  {
    panel: 'the June raffle',
    path: () => item('theeveofrevolution', 'Crowd'),
    button: (p) => main(p).getByRole('button', { name: 'Please Connect' }),
    at: new Date('2022-06-03T10:00:00-04:00'),
  },
  {
    panel: 'an Eve edition',
    path: () => item('theeveofrevolution', 'Barricade'),
    button: (p) => main(p).getByRole('button', { name: 'Please connect to devnet' }),
  },
  {
    panel: 'a Desiccation edition',
    path: () => item('shintaro-desiccation', 'Lock Eyes'),
    button: (p) => main(p).getByRole('button', { name: 'Please Connect' }),
  },
  { panel: 'LAYERS', path: () => '/drops/vhilsnew', button: (p) => main(p).getByRole('button', { name: 'Connect Wallet' }) },
  { panel: 'the auction', path: auctionPage, button: (p) => main(p).getByRole('button', { name: 'Please Connect to Devnet' }) },
  { panel: 'Synthia', path: () => '/drops/synthia', button: (p) => p.getByRole('region', { name: 'Mint' }).getByRole('button', { name: 'Mint' }) },
  {
    panel: 'the gated article',
    path: () => '/articles/theeveofrevolution-devblog',
    button: (p) => main(p).getByRole('button', { name: 'Connect Wallet to View' }),
  },
];

for (const { panel, path, button, at } of PANELS) {
  test(`${panel}: its first wallet button pressed at load opens the wallet dialog`, async ({ page, wallet }) => {
    expect(wallet.address).toBeTruthy();
    test.setTimeout(60_000 * PRESS_RUNS);
    if (at) {
      await setSandboxTime(at);
      await page.clock.install({ time: at });
    }
    const url = await path();
    for (let i = 0; i < PRESS_RUNS; i++) {
      await page.goto(url, { waitUntil: 'load' });
      await button(page).click();
      await expect(page.getByRole('dialog')).toBeVisible({ timeout: 20_000 });
    }
    if (at) await setSandboxTime(new Date());
  });
}

test('the profile’s basic information: a bio typed at once is saved, and is there after a reload', async ({ page }) => {
  await page.goto('/login?next=%2Fusers%2Fupdate');
  await page.getByRole('main').getByLabel('Email').fill('collector@example.com');
  await page.getByRole('main').getByLabel('Password').fill('password123');
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL('/users/update', { timeout: 20_000 });
  for (let i = 0; i < RUNS; i++) {
    await page.goto('/users/update', { waitUntil: 'load' });
    const basic = page.getByRole('form', { name: 'Basic information' });
    const field = basic.getByLabel('Bio');
    // The saved bio is in the server HTML; the visitor adds to it at once, key by key, as hydration
    // (which resets a textarea to its saved text) lands somewhere among the keys.
    const saved = await field.inputValue();
    const added = ` +${i}`;
    await field.press('Control+End');
    await field.pressSequentially(added);
    await expect(field).toHaveValue(saved + added);
    await basic.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Your profile has been updated successfully').first()).toBeVisible({ timeout: 20_000 });
    await page.reload();
    await expect(page.getByRole('form', { name: 'Basic information' }).getByLabel('Bio')).toHaveValue(saved + added, { timeout: 20_000 });
  }
});

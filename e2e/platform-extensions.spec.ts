import { expect, test } from './fixtures';
import { setExtensionsOff, itemKey } from './support/sandbox';

/**
 * Against a platform that implements only the spec's calls: every declared extension of
 * lib/platform/platform-api.yaml answers 404. Each page still renders; only the feature an
 * extension serves is gone (projects and featured collections, the account's transactions).
 */
const revalidate = (request: import('@playwright/test').APIRequestContext, tag: string) =>
  request.post('/api/revalidate', { data: { tag }, headers: { authorization: 'Bearer sandbox-revalidate-secret' } });
const revalidateDrops = (request: import('@playwright/test').APIRequestContext) => revalidate(request, 'drops');

test.afterEach(async ({ request }) => {
  await setExtensionsOff(false);
  await revalidateDrops(request);
  await revalidate(request, 'products');
  // The ended auction's bid history was read without its extension field (each bid's time).
  await revalidate(request, 'auctions');
});

test('without the declared extensions the pages render and only their features are gone', async ({ page, request }) => {
  await setExtensionsOff(true);
  expect((await revalidateDrops(request)).status()).toBe(200);

  // Projects are the "features" call (an extension): without it, every drop by the documented GET /drops?time=all.
  await expect(async () => {
    const res = await page.goto('/projects');
    expect(res?.status()).toBe(200);
    const projects = page.getByRole('region', { name: 'Projects' });
    await expect(projects.getByText('Empty data')).toHaveCount(0, { timeout: 1000 });
    expect(await projects.getByRole('heading', { level: 2 }).count()).toBe(4);
    // Four to a page, over every drop the platform has.
    await expect(page.getByRole('navigation', { name: 'Projects pages' })).toContainText(/Page 1 of ([3-9]|\d\d)/, { timeout: 1000 });
  }).toPass({ timeout: 20_000 });

  // The home page: the current drops (documented calls) still there, the featured collections empty.
  await expect(async () => {
    await page.goto('/');
    await expect(page.getByRole('region', { name: 'Featured collections' }).getByText('Empty data')).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await expect(page.getByRole('region', { name: 'Current drops', exact: true }).getByRole('heading', { level: 2 }).first()).toBeVisible();

  // An item page without the product owners call (an extension): no owners section, the page renders.
  expect((await revalidate(request, 'products')).status()).toBe(200);
  await expect(async () => {
    const res = await page.goto(`/product/${await itemKey('tidal-light', 'Low Tide')}`);
    expect(res?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Low Tide', { timeout: 1000 });
    await expect(page.getByRole('region', { name: 'Owners' })).toHaveCount(0, { timeout: 1000 });
  }).toPass({ timeout: 20_000 });

  // The LAYERS page without the marketplace's figures (extension fields of the collection call, left
  // out by a spec-only platform): each of the three shows "--" (drop-pages §9).
  await expect(async () => {
    await page.goto('/drops/vhilsnew');
    await page.getByRole('navigation', { name: 'LAYERS' }).getByRole('button', { name: 'What Is' }).click();
    const figures = page.locator('dl').filter({ hasText: 'Floor price' });
    for (const name of ['Floor price', '30-day volume', '30-day average price'])
      await expect(figures.locator(`dt:has-text("${name}") + dd`)).toHaveText('--', { timeout: 1000 });
  }).toPass({ timeout: 20_000 });

  // Without the product's `drop` field (an extension field): a route that names its drop finds the
  // item among that drop's items (auctions, a raffled Desiccation title, an Eve edition).
  for (const [route, shows] of [
    [`/drops/theeveofrevolution/auction/${await itemKey('theeveofrevolution', 'Floating')}`, /Live auction|Auction Ended/],
    [`/drops/shintaro-desiccation/auction/${await itemKey('shintaro-desiccation', 'Aquarium')}`, /Auction Ended/],
    [`/drops/shintaro-desiccation/product/${await itemKey('shintaro-desiccation', 'Hand')}`, /\/ 15 minted/],
    [`/drops/theeveofrevolution/product/${await itemKey('theeveofrevolution', 'Barricade')}`, /Please connect to|Mint|Sold Out|Coming Soon/],
  ] as const) {
    const res = await page.goto(route);
    expect(res?.status(), route).toBe(200);
    await expect(page.getByRole('main'), route).toContainText(shows);
  }
  // An item under a drop that does not list it is not that drop's.
  expect((await request.get(`/drops/tidal-light/product/${await itemKey('theeveofrevolution', 'Barricade')}`)).status()).toBe(404);

  // The key collection without its reveal state and pre-reveal picture (extensions): the page renders.
  const synthia = await page.goto('/drops/synthia');
  expect(synthia?.status()).toBe(200);
  await expect(page.getByRole('heading', { name: '333 KEYS' })).toBeVisible();
  // Nor its film pictures (get{name}PFPMetadata, an extension): the section is gone.
  await expect(page.getByRole('heading', { name: 'The film' })).toHaveCount(0);

  // The account page without the transactions call (not in the spec): the list is empty, the page renders.
  await page.goto('/login?next=%2Fusers%2Faccount');
  await page.getByRole('main').getByLabel('Email').fill('collector@example.com');
  await page.getByRole('main').getByLabel('Password').fill('password123');
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL('/users/account');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Account');
  await expect(page.getByText('Empty data')).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Print: Wall at 3am' })).toHaveCount(0);
});

import { expect, test } from './fixtures';
import { sandboxContracts, setOutage, itemKey } from './support/sandbox';
import { shownPicture } from './support/site';

/**
 * The profile's owned-items gallery and the NFT detail pages. The collector (#8) holds,
 * on the devnet: Lushsux member tokens 0–4 (the README's nos. 1–5) and Revolution Studio artist tokens 1 and 4 (artist
 * collections), Vhils source tokens 1–4 (on-chain); and on the platform's books two drop items,
 * Low Tide and Wall at 3am; and the layers 1–6 with alpha and beta tears (on-chain, Vhils). The newbie's e-mail is unverified: its drop item is not listed.
 */
test('the gallery is in the server HTML for a visitor, grouped by kind, without mint controls', async ({ request }) => {
  const html = await (await request.get('/users/collector')).text();
  for (const text of [
    'Artist collections',
    'On-chain',
    'Drop items',
    'Lushsux Member #4',
    'Revolution Studio Token #4',
    'Vhils Surface #3',
    'Low Tide',
    'Wall at 3am',
    'Search collection',
  ])
    expect(html).toContain(text);
  expect(html).not.toContain('>Membership<');
  expect(html).not.toContain('Mint Now');
});

test('filters by artist and DRP Member, searches by title, sorts, and links to each detail page and back', async ({ page }) => {
  await page.goto('/users/collector');
  const gallery = page.getByRole('region', { name: 'Collection' });
  const titles = () => gallery.getByRole('listitem').allTextContents();
  await expect(gallery.getByRole('listitem')).toHaveCount(21);

  await gallery.getByRole('button', { name: 'Vhils' }).click();
  await expect(gallery.getByRole('button', { name: 'Vhils' })).toHaveAttribute('aria-pressed', 'true');
  expect(await titles()).toEqual([
    ...[1, 2, 3, 4].map((n) => `Vhils Surface #${n}Vhils`),
    ...[1, 2, 3, 4, 5, 6].map((n) => `LAYER #${n}Vhils`),
    'Alpha TearVhils',
    'Beta TearVhils',
  ]);

  await gallery.getByRole('button', { name: 'DRP Member' }).click();
  await expect(gallery.getByText('Empty data')).toBeVisible();

  await gallery.getByRole('button', { name: 'Lushsux' }).click();
  await expect(gallery.getByRole('listitem')).toHaveCount(6);
  await gallery.getByRole('searchbox', { name: 'Search collection' }).fill('WALL');
  expect(await titles()).toEqual(['Wall at 3amLushsux']);

  await gallery.getByRole('button', { name: 'All' }).click();
  await gallery.getByRole('searchbox', { name: 'Search collection' }).fill('member');
  await page.getByLabel('Sort by').selectOption({ label: 'Title: Z to A' });
  expect(await titles()).toEqual([
    'Lushsux Member #4Lushsux',
    'Lushsux Member #3Lushsux',
    'Lushsux Member #2Lushsux',
    'Lushsux Member #1Lushsux',
    'Lushsux Member #0Lushsux',
  ]);

  await gallery.getByRole('searchbox', { name: 'Search collection' }).fill('');
  await gallery.getByRole('link', { name: 'Vhils Surface #2' }).click();
  await expect(page).toHaveURL(/\/users\/asset\/0x[0-9a-f]{40}\/2\?from=collector$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vhils Surface #2');
  await expect(page.getByRole('link', { name: '@vhils' })).toHaveAttribute('href', '/artists/vhils');
  await expect(page.getByText('Vhils: Scratching the Surface · Token #2')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Vhils Surface #2' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to profile' }).click();
  await expect(page).toHaveURL('/users/collector');

  await page.getByRole('region', { name: 'Collection' }).getByRole('link', { name: 'Lushsux Member #3' }).click();
  await expect(page).toHaveURL(/\/users\/product\/0x[0-9a-f]{40}\/3\?from=collector$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lushsux Member #3');
  await page.goBack();

  await page.getByRole('region', { name: 'Collection' }).getByRole('link', { name: 'Low Tide' }).click();
  await expect(page).toHaveURL(`/users/nft/${await itemKey('tidal-light', 'Low Tide')}?from=collector`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Low Tide');
  await expect(page.getByRole('link', { name: '@ana-ribeiro' })).toBeVisible();
  await expect(page.getByText('5 of 5 Edition · Limited Edition')).toBeVisible();
});

test('a LAYER’s picture is its state’s on the chain: base/ before a tear, then tear-{state}/ and the last tear’s variant (collections §3)', async ({
  page,
  request,
}) => {
  await page.goto('/users/collector');
  const gallery = page.getByRole('region', { name: 'Collection' });
  const picture = (n: number) =>
    shownPicture(
      gallery
        .getByRole('link')
        .filter({ hasText: new RegExp(`^LAYER #${n}(?!\\d)`) })
        .locator('img'),
    );
  const expected: Array<[number, string]> = [
    [1, 'base/1.jpg'],
    [3, 'tear-1/alpha/3.jpg'],
    [4, 'tear-2/beta/4.jpg'],
    [5, 'tear-3/alpha/5.jpg'],
  ];
  for (const [n, path] of expected) {
    const url = await picture(n);
    expect(url).toMatch(new RegExp(`/nfts/0x[0-9a-f]{40}/images/main/${path}$`));
    const res = await request.get(url);
    expect(res.status(), url).toBe(200);
    expect(res.headers()['content-type']).toBe('image/png');
  }
});

test('the Activity tab lists the drop items acquired, newest first', async ({ page }) => {
  await page.goto('/users/collector');
  await page.getByRole('tab', { name: 'Activity' }).click();
  const activity = page.getByRole('tabpanel', { name: 'Activity' }).getByRole('listitem');
  await expect(activity).toHaveCount(2);
  await expect(activity.first()).toContainText('Acquired Low Tide');
  await expect(activity.last()).toContainText('Acquired Wall at 3am');
});

test('an unverified user’s drop items are not listed; the owner is told why', async ({ page, request }) => {
  const html = await (await request.get('/users/newbie')).text();
  expect(html).not.toContain('Engine No. 2');
  expect(html).toContain('Empty data');

  await page.goto('/login');
  await page.getByRole('main').getByLabel('Email').fill('newbie@example.com');
  await page.getByRole('main').getByLabel('Password').fill('password123');
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto('/users/newbie');
  await expect(page.getByText('Please verify your email address')).toBeVisible();
  await expect(page.getByText('Your drop items are listed here once your e-mail address is verified.')).toBeVisible();
  await expect(page.getByText('Engine No. 2')).toHaveCount(0);
});

test('detail pages answer 404 for a non-numeric id, an unknown token, a malformed contract and an unknown key', async ({ request }) => {
  const { VhilsSource, MembershipToken } = await sandboxContracts();
  for (const path of [
    `/users/asset/${VhilsSource}/abc`,
    `/users/asset/${VhilsSource}/999`,
    `/users/membership/${MembershipToken}/1`,
    '/users/product/0x123/1',
    '/users/nft/no-such-item',
  ]) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(404);
    expect(await res.text(), path).toContain('Page not found');
  }
});

test('a detail page that cannot be loaded says so and retries', async ({ page }) => {
  const { VhilsSource } = await sandboxContracts();
  await page.goto('/');
  await setOutage(true);
  try {
    await page.goto(`/users/asset/${VhilsSource}/4`);
    await expect(page.getByRole('heading', { name: 'This NFT could not be loaded' })).toBeVisible();
  } finally {
    await setOutage(false);
  }
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vhils Surface #4');
});

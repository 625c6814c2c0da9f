import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { WALLET_NAME } from './support/wallet';

/**
 * The members' landing: About, Roadmap, Anatomy and the first posts in the server HTML;
 * the Posts grid sorts, filters, loads more by scrolling, says "Empty data" when nothing matches,
 * and keeps its view in the URL (a shared link opens on it, the back button returns).
 */
const PAGE = '/drops/lushsux';
const cards = (page: Page) => page.getByTestId('post-card');
const numbers = async (page: Page, testId: string) => (await page.getByTestId(testId).allTextContents()).map(Number);
/** Whether the grid shows 20 posts in that order of the figure (the view's answer has arrived). */
const sortedBy = async (page: Page, testId: string, order: 'asc' | 'desc') => {
  const values = await numbers(page, testId);
  return values.length === 20 && values.every((v, i) => i === 0 || (order === 'asc' ? values[i - 1] <= v : values[i - 1] >= v));
};

test('the server HTML carries the sections, the sold-out claim box and the first 20 posts', async ({ request }) => {
  const html = await (await request.get(PAGE)).text();
  for (const text of [
    '>About</a>',
    '>Roadmap</a>',
    '>Anatomy of A Post</a>',
    '>The Posts</a>',
    'Token 0 Auction',
    'First Re-up',
    'It never ends',
    'Membership tiers',
  ])
    expect(html).toContain(text);
  expect(html).toMatch(/<strong>Sold Out<\/strong> (<!-- -->)?4444\/4444/);
  expect(html.match(/data-testid="post-card"/g)).toHaveLength(20);
});

test('the anchor menu scrolls to each section from the keyboard', async ({ page }) => {
  await page.goto(PAGE);
  const link = page.getByRole('navigation', { name: 'Lushsux Members sections' }).getByRole('link', { name: 'Anatomy of A Post' });
  await link.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#anatomy$/);
  await expect(page.getByRole('heading', { name: 'Anatomy of A Post' })).toBeInViewport();
});

test('the essay expands', async ({ page }) => {
  await page.goto(PAGE);
  const more = page.getByText('The collection sold out at launch');
  await expect(more).toBeHidden();
  await page.getByText('Read more').click();
  await expect(more).toBeVisible();
});

test('sorts, filters, keeps the view in the URL and goes back with the back button', async ({ page }) => {
  await page.goto(PAGE);
  await expect.poll(() => sortedBy(page, 'post-likes', 'desc')).toBe(true);

  await page.getByLabel('Sort by').selectOption('comments');
  await page.getByLabel('Order').selectOption('asc');
  await expect(page).toHaveURL(/\?sort=comments&order=asc#posts$/);
  await expect.poll(() => sortedBy(page, 'post-comments', 'asc')).toBe(true);
  expect(await sortedBy(page, 'post-comments', 'desc')).toBe(false);

  await page.getByLabel('Type').selectOption('Video');
  await page.getByLabel('Category').selectOption('Mural');
  await expect(page).toHaveURL(/type=Video&category=Mural/);
  await expect.poll(async () => [...new Set(await page.getByTestId('post-category').allTextContents())]).toEqual(['Mural']);
  expect([...new Set(await page.getByTestId('post-type').allTextContents())]).toEqual(['Video']);

  // A shared link opens on its view.
  const shared = page.url();
  const other = await page.context().newPage();
  await other.goto(shared);
  await expect(other.getByLabel('Category')).toHaveValue('Mural');
  await expect(other.getByTestId('post-category').first()).toHaveText('Mural');
  await other.close();

  // Back: the category filter goes, the type stays.
  await page.goBack();
  await expect(page.getByLabel('Category')).toHaveValue('');
  await expect(page.getByLabel('Type')).toHaveValue('Video');
  await expect(page).not.toHaveURL(/category=/);
  await expect(page.getByTestId('post-category').first()).toBeVisible();
});

test('loads 10 more as the end of the grid comes near, and says Empty data when nothing matches', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(PAGE);
  await expect(cards(page)).toHaveCount(20);
  // Each load brings 10 more (one scroll may bring two loads when the end stays within 600 px).
  await cards(page).nth(19).scrollIntoViewIfNeeded();
  await expect.poll(() => cards(page).count()).toBeGreaterThanOrEqual(30);
  const after = await cards(page).count();
  expect(after % 10).toBe(0);
  await cards(page)
    .nth(after - 1)
    .scrollIntoViewIfNeeded();
  await expect.poll(() => cards(page).count()).toBeGreaterThan(after);
  const shown = await cards(page).count();
  expect(shown % 10).toBe(0);
  await expect(page.getByText(`${shown} of 4444 posts`)).toBeVisible();
  // Every post shows once.
  expect(new Set(await page.getByTestId('post-no').allTextContents()).size).toBe(shown);

  // The seeded feed has no video reposts.
  await page.getByLabel('Type').selectOption('Video');
  await page.getByLabel('Category').selectOption('Repost');
  await expect(page.getByText('Empty data')).toBeVisible();
  await expect(cards(page)).toHaveCount(0);
  await expect(page.getByText('0 of 0 posts')).toBeVisible();
});

test('a wallet holding member tokens sees its tier under the roadmap', async ({ page, wallet }) => {
  await page.goto(PAGE);
  await expect(page.getByTestId('member-tier')).toHaveCount(0);
  await page.getByRole('button', { name: 'Connect Wallet' }).click();
  await page.getByRole('dialog').getByRole('button', { name: WALLET_NAME }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Sign message' }).click();
  // The collector (#8) holds member tokens no. 1–5: tier 1.
  await expect(page.getByTestId('member-tier')).toHaveText('Your membership tier: 1');
  expect(wallet.address).toBe('0x23618e81E3f5cdF7f54C3d65f7FBc0aBf5B21E8f');
});

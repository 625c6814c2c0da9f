import { expect, test } from './fixtures';
import { editContent } from './support/sandbox';

const revalidate = async (request: import('@playwright/test').APIRequestContext, tag: string) => {
  const res = await request.post('/api/revalidate', { data: { tag }, headers: { authorization: 'Bearer sandbox-revalidate-secret' } });
  expect(res.status()).toBe(200);
};

/** Every JSON-LD block of the page, parsed. */
async function jsonLd(page: import('@playwright/test').Page): Promise<unknown[]> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return texts.map((t) => JSON.parse(t));
}

test.describe('stored text from the platform', () => {
  // Variants that get past an escaper looking only for the exact `</script>`.
  const payload = (who: string) => `${who}</script ><img src=x onerror="window.__xss=(window.__xss||0)+1">x</SCRIPT><!--<script>`;

  test('cannot run script through JSON-LD, and the JSON-LD keeps the original text', async ({ page, request }) => {
    const artistName = payload('Lush');
    const dropTitle = payload('Tidal');
    const headline = payload('Behind');
    await editContent('artists', 'lushsux', { name: artistName });
    await editContent('drops', 'tidal-light', { title: dropTitle });
    await editContent('articles', 'behind-tidal-light', { title: headline });
    for (const tag of ['artists', 'drops', 'articles', 'products']) await revalidate(request, tag);

    const cases: Array<[string, (data: Record<string, unknown>) => unknown, string]> = [
      ['/artists/lushsux', (d) => (d.mainEntity as { name: string }).name, artistName],
      ['/drops/tidal-light', (d) => d.name, dropTitle],
      ['/articles/behind-tidal-light', (d) => d.headline, headline],
    ];
    for (const [path, field, original] of cases) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(original.slice(0, 5));
      const blocks = await jsonLd(page);
      expect(blocks.map((b) => field(b as Record<string, unknown>))).toContain(original);
      // No injected element exists and nothing ran.
      expect(await page.locator('img[src="x"]').count()).toBe(0);
      expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
    }
  });
});

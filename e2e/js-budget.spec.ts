import { expect, test } from '@playwright/test';
import { initialJsBytes } from '../scripts/js-weight';

/**
 * The budget of issues 3 and 9: every page ships at most 150 KB gzip of JavaScript before
 * interaction, mint pages included (the wallet stack loads on first use). A library that slips
 * into a first-load chunk (zod in the public config did once: +25 KB) fails here, not only in the bench.
 */
const BUDGET_BYTES = 150 * 1024;
const PAGES = ['/', '/artists/lushsux', '/articles/behind-tidal-light', '/drops/tidal-light', '/drops/blackfeather'];

for (const path of PAGES) {
  test(`${path} ships at most 150 KB gzip JavaScript before interaction`, async ({ baseURL }) => {
    const { gzipBytes } = await initialJsBytes(baseURL!, path);
    expect(gzipBytes, `${(gzipBytes / 1024).toFixed(1)} KB`).toBeLessThanOrEqual(BUDGET_BYTES);
  });
}

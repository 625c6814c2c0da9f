import type { Page } from '@playwright/test';

/** The burn-three-tokens page (drop-pages §4) and what a test presses on it. */
export const BURN_PAGE = '/drops/vhilsburn';

export const burnButton = (page: Page) =>
  page
    .getByRole('main')
    .getByRole('button', { name: /^(Please Connect|Loading|Burn|Approving\.\.\.|Burning\.\.\.|Sales Inactive|Not Enough Tokens|Sold Out)$/ });

export const tokenCard = (page: Page, n: number) =>
  page.getByRole('list', { name: 'Your tokens' }).getByRole('button', { name: new RegExp(`^Token #${n}\\b`) });

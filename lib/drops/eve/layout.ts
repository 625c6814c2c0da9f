import type { DropItem } from '@/lib/drops/types';

export const EVE_NAV_KEY = 'theeveofrevolution';

// drop-pages §2
export const FLOATING_TITLE = 'Floating';

const EVE_TITLE = 'eve of revolution';

export const isOpenEdition = (item: Pick<DropItem, 'edition' | 'itemType'>) => /open edition/i.test(item.itemType) || /open edition/i.test(item.edition);
const isEveTitled = (item: Pick<DropItem, 'title'>) => item.title.toLowerCase().includes(EVE_TITLE);
const isStoryboard = (item: Pick<DropItem, 'title' | 'itemType'>) => /storyboard/i.test(item.title) || /storyboard/i.test(item.itemType);
export const isFloating = (item: Pick<DropItem, 'title'>) => item.title.trim() === FLOATING_TITLE;

/** "5 of 5 Edition" → 5; none sorts last. */
export function editionNumber(edition: string): number {
  const match = /\d[\d,]*/.exec(edition);
  return match ? Number(match[0].replace(/,/g, '')) : Number.POSITIVE_INFINITY;
}

const byTitle = (a: { title: string }, b: { title: string }) => a.title.localeCompare(b.title, 'en');

/** drop-pages §2's three sections; an item appears in one at most. */
export function eveSections<T extends Pick<DropItem, 'title' | 'edition' | 'itemType'>>(items: readonly T[]) {
  const eve = items.filter(isEveTitled).sort(byTitle);
  const numbered = items
    .filter((i) => !isEveTitled(i) && !isOpenEdition(i) && !isStoryboard(i) && !isFloating(i))
    .sort((a, b) => editionNumber(a.edition) - editionNumber(b.edition) || byTitle(a, b));
  const freeMint = items.filter((i) => !isEveTitled(i) && isOpenEdition(i)).sort((a, b) => byTitle(b, a));
  return { eve, numbered, freeMint };
}

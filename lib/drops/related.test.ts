import { dropHoldsItem, otherDropsItems } from './related';

it('keeps the artist items of other drops, at most the limit', () => {
  const items = ['a', 'b', 'a', 'c', 'd'].map((dropKey, i) => ({ dropKey, key: String(i) }));
  expect(otherDropsItems('a', items, 2).map((i) => i.key)).toEqual(['1', '3']);
  expect(otherDropsItems('z', items, 6)).toHaveLength(5);
});

it('finds an item among its drop’s items by key, and only there', () => {
  const drop = { items: [{ key: 'i-1' }, { key: 'i-2' }] };
  expect(dropHoldsItem(drop, 'i-2')).toBe(true);
  expect(dropHoldsItem(drop, 'i-3')).toBe(false);
  expect(dropHoldsItem({ items: [] }, 'i-1')).toBe(false);
});

import { otherDropsItems } from './related';

it('keeps the artist items of other drops, at most the limit', () => {
  const items = ['a', 'b', 'a', 'c', 'd'].map((dropKey, i) => ({ dropKey, key: String(i) }));
  expect(otherDropsItems('a', items, 2).map((i) => i.key)).toEqual(['1', '3']);
  expect(otherDropsItems('z', items, 6)).toHaveLength(5);
});

import { DESICCATION, DESICCATION_EDITIONS, desiccationEdition, inGridOrder } from './config';
import { timedPhase } from './schedule';

const key = (slug: string) => `i-shintaro-desiccation-${slug}`;

it('orders the grid by the fixed order of item keys (Aquarium first), unknown items last', () => {
  const items = ['eyeballs', 'extra', 'lock-eyes', 'aquarium', 'mermaid'].map((s) => ({ key: key(s) }));
  expect(inGridOrder(items).map((i) => i.key)).toEqual(['aquarium', 'mermaid', 'lock-eyes', 'eyeballs', 'extra'].map(key));
});

it('recognises an item by its key, whatever its title says', () => {
  expect(desiccationEdition(key('hand'))?.tokenId).toBe(3n);
  expect(desiccationEdition('Hand')).toBeNull();
  expect(desiccationEdition(DESICCATION.auctionKey)).toBeNull();
});

it('opens every edition when its schedule says mint, with distinct token ids and keys', () => {
  for (const e of DESICCATION_EDITIONS) {
    expect(timedPhase(e.schedule, e.opens)?.phase).toBe('mint');
    expect(timedPhase(e.schedule, new Date(e.opens.getTime() - 1))?.phase).not.toBe('mint');
  }
  expect(DESICCATION_EDITIONS.filter((e) => e.schedule === 'mint-only').map((e) => e.title)).toEqual(['Mermaid', 'Lock Eyes']);
  expect(new Set(DESICCATION_EDITIONS.map((e) => e.tokenId)).size).toBe(DESICCATION_EDITIONS.length);
  expect(new Set(DESICCATION_EDITIONS.map((e) => e.key)).size).toBe(DESICCATION_EDITIONS.length);
});

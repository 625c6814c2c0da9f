import { DESICCATION, DESICCATION_EDITIONS, desiccationEdition, inGridOrder } from './config';
import { timedPhase } from './schedule';

it('orders the grid by the spec’s fixed title order (Aquarium first), whatever the keys; unknown items last', () => {
  const items = ['Eyeballs', 'Extra', 'Lock Eyes', 'Aquarium', 'Mermaid'].map((title, i) => ({ key: `6${i}f0c3a1b2`, title }));
  expect(inGridOrder(items).map((i) => i.title)).toEqual(['Aquarium', 'Mermaid', 'Lock Eyes', 'Eyeballs', 'Extra']);
});

it('recognises an item by its title, trimmed and case-exact, as the spec writes it', () => {
  expect(desiccationEdition('Hand')?.tokenId).toBe(3n);
  expect(desiccationEdition(' Hand ')?.tokenId).toBe(3n);
  expect(desiccationEdition('hand')).toBeNull();
  expect(desiccationEdition(DESICCATION.auctionTitle)).toBeNull();
  expect(desiccationEdition('constructor')).toBeNull();
});

it('opens every edition when its schedule says mint, with distinct token ids and titles', () => {
  for (const e of DESICCATION_EDITIONS) {
    expect(timedPhase(e.schedule, e.opens)?.phase).toBe('mint');
    expect(timedPhase(e.schedule, new Date(e.opens.getTime() - 1))?.phase).not.toBe('mint');
  }
  expect(DESICCATION_EDITIONS.filter((e) => e.schedule === 'mint-only').map((e) => e.title)).toEqual(['Mermaid', 'Lock Eyes']);
  expect(DESICCATION_EDITIONS.filter((e) => e.schedule === 'raffle').map((e) => e.title)).toEqual([
    'Hand',
    'Caterpillar',
    'School Days',
    'Desiccation',
    'Lottery',
    'Eyeballs',
  ]);
  expect(new Set(DESICCATION_EDITIONS.map((e) => e.tokenId)).size).toBe(DESICCATION_EDITIONS.length);
  expect(new Set(DESICCATION_EDITIONS.map((e) => e.title)).size).toBe(DESICCATION_EDITIONS.length);
});

import { DESICCATION_EDITIONS, DESICCATION_TITLE_ORDER, inTitleOrder } from './config';
import { timedPhase } from './schedule';

it('orders the grid by the fixed titles, unknown titles last', () => {
  const items = ['Eyeballs', 'Extra', 'Lock Eyes', 'Aquarium', 'Mermaid'].map((title) => ({ title }));
  expect(inTitleOrder(items).map((i) => i.title)).toEqual(['Aquarium', 'Mermaid', 'Lock Eyes', 'Eyeballs', 'Extra']);
});

it('has an edition for every scheduled title, opening when the schedule says mint', () => {
  for (const title of DESICCATION_TITLE_ORDER.slice(1)) {
    const e = DESICCATION_EDITIONS.find((x) => x.title === title);
    expect(e).toBeDefined();
    expect(timedPhase(title, e!.opens)?.phase).toBe('mint');
    expect(timedPhase(title, new Date(e!.opens.getTime() - 1))?.phase).not.toBe('mint');
  }
  expect(new Set(DESICCATION_EDITIONS.map((e) => e.tokenId)).size).toBe(DESICCATION_EDITIONS.length);
});

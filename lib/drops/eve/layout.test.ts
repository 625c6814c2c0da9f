import { editionNumber, eveSections } from './layout';

const item = (title: string, edition: string, itemType = 'Limited Edition') => ({
  key: `k${title.length}`,
  title,
  edition,
  itemType,
});

describe('eveSections', () => {
  const items = [
    item('Poster', 'Open Edition', 'Open Edition'),
    item('Eve of Revolution II', '1 of 1 Edition'),
    item('Floating', '1 of 1 Edition', 'Auction'),
    item('Storyboard 1', '10 of 10 Edition'),
    item('Barricade', '25 of 25 Edition'),
    item('Eve of Revolution', '1 of 1 Edition'),
    item('Anthem', 'Open Edition', 'Open Edition'),
    item('Crowd', '5 of 5 Edition'),
    item('Banner', '5 of 5 Edition'),
    item('Signal', 'Limited Edition'),
  ];
  const { eve, numbered, freeMint } = eveSections(items);

  it('puts the items titled Eve of Revolution first, by title ascending', () => {
    expect(eve.map((i) => i.title)).toEqual(['Eve of Revolution', 'Eve of Revolution II']);
  });

  it('lists numbered editions by edition number, without open editions, storyboards and Floating', () => {
    expect(numbered.map((i) => i.title)).toEqual(['Banner', 'Crowd', 'Barricade', 'Signal']);
  });

  it('lists open editions under Free Mint by title descending', () => {
    expect(freeMint.map((i) => i.title)).toEqual(['Poster', 'Anthem']);
  });

  it('never shows an item twice and leaves out storyboards and Floating', () => {
    const shown = [...eve, ...numbered, ...freeMint].map((i) => i.title);
    expect(new Set(shown).size).toBe(shown.length);
    expect(shown).not.toContain('Floating');
    expect(shown).not.toContain('Storyboard 1');
  });
});

describe('editionNumber', () => {
  it('reads the first number of the edition text', () => {
    expect(editionNumber('5 of 5 Edition')).toBe(5);
    expect(editionNumber('2,000 Edition')).toBe(2000);
    expect(editionNumber('Limited Edition')).toBe(Number.POSITIVE_INFINITY);
  });
});

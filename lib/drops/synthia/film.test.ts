import { FILM_PICTURES, pickPictures } from './film';

const sequence = (...values: number[]) => {
  let i = 0;
  return () => values[i++ % values.length];
};

describe('pickPictures (collections §9: 8 of 14)', () => {
  it('picks 8 different pictures of the 14', () => {
    for (let run = 0; run < 200; run++) {
      const picked = pickPictures(FILM_PICTURES.count, FILM_PICTURES.shown);
      expect(picked).toHaveLength(8);
      expect(new Set(picked).size).toBe(8);
      for (const i of picked) expect(i >= 0 && i < 14).toBe(true);
    }
  });

  it('is driven by the random source: the lowest draws keep the order, the highest swap in the last', () => {
    expect(pickPictures(14, 8, () => 0)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(pickPictures(14, 3, () => 0.999)).toEqual([13, 0, 1]);
    expect(pickPictures(5, 2, sequence(0.5, 0))).toEqual([2, 1]);
  });

  it('gives every picture, shuffled, when the platform gave no more than 8; none when it gave none', () => {
    expect(pickPictures(5, 8, () => 0).sort()).toEqual([0, 1, 2, 3, 4]);
    expect(pickPictures(0, 8)).toEqual([]);
  });

  it('reaches every picture over many picks', () => {
    const seen = new Set<number>();
    for (let run = 0; run < 100; run++) for (const i of pickPictures(14, 8)) seen.add(i);
    expect(seen.size).toBe(14);
  });
});

import { dropPhase, itemAction, lowestPrice } from './phase';

const drop = { releaseDate: '2022-02-12T09:00:00Z', endDate: '2022-02-14T09:00:00Z' };

describe('dropPhase', () => {
  it('is upcoming before the release, live until the end, ended from the end on', () => {
    expect(dropPhase(drop, new Date('2022-02-12T08:59:59Z'))).toBe('upcoming');
    expect(dropPhase(drop, new Date('2022-02-12T09:00:00Z'))).toBe('live');
    expect(dropPhase(drop, new Date('2022-02-14T08:59:59Z'))).toBe('live');
    expect(dropPhase(drop, new Date('2022-02-14T09:00:00Z'))).toBe('ended');
  });
  it('stays live without an end date', () => {
    expect(dropPhase({ releaseDate: '2022-01-01T00:00:00Z', endDate: null }, new Date('2030-01-01'))).toBe('live');
  });
});

describe('lowestPrice', () => {
  it('takes the lowest positive price, null when all are free', () => {
    expect(lowestPrice([{ price: '0.25' }, { price: null }, { price: '0.12' }])).toBe('0.12');
    expect(lowestPrice([{ price: null }, { price: '0' }])).toBeNull();
  });
});

describe('itemAction', () => {
  it('is Coming Soon only before the drop opens; an unknown drop shows the call to action', () => {
    expect(itemAction(drop, new Date('2022-02-12T08:00:00Z'))).toBe('coming-soon');
    expect(itemAction(drop, new Date('2022-02-12T09:00:00Z'))).toBe('cta');
    expect(itemAction(drop, new Date('2023-01-01T00:00:00Z'))).toBe('cta');
    expect(itemAction(null, new Date())).toBe('cta');
  });
});

import { firstParam } from './query';

describe('firstParam', () => {
  it('takes the first of a repeated parameter, the value of a single one, and nothing of a missing one', () => {
    expect(firstParam({ next: ['/a', '/b'] }, 'next')).toBe('/a');
    expect(firstParam({ next: '/a' }, 'next')).toBe('/a');
    expect(firstParam({}, 'next')).toBeUndefined();
    expect(firstParam({ next: [] }, 'next')).toBeUndefined();
  });
});

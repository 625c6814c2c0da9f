import { BoundedMisses, isNotFoundEntry } from './bounded-misses.mjs';

describe('the page cache keeps 404s in a bounded store (issue 44)', () => {
  it('tells a 404 page from a page', () => {
    expect(isNotFoundEntry({ kind: 'APP_PAGE', status: 404, html: '' })).toBe(true);
    expect(isNotFoundEntry({ kind: 'APP_PAGE', status: 200, html: '' })).toBe(false);
    expect(isNotFoundEntry({ kind: 'APP_PAGE', html: '' })).toBe(false);
    expect(isNotFoundEntry(null)).toBe(false);
  });

  it('holds at most its size, the least recently used leaving first', () => {
    const misses = new BoundedMisses(3);
    for (const k of ['a', 'b', 'c']) misses.set(k, { status: 404 });
    expect(misses.get('a')?.value).toEqual({ status: 404 });
    misses.set('d', { status: 404 });
    expect(misses.size).toBe(3);
    expect(misses.get('b')).toBeNull();
    expect(misses.get('a')).not.toBeNull();
    for (let i = 0; i < 1000; i++) misses.set(`k${i}`, { status: 404 });
    expect(misses.size).toBe(3);
  });
});

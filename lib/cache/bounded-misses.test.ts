import { BoundedMisses, isNotFoundEntry } from './bounded-misses.mjs';

describe('the page cache keeps 404s in a bounded store, so random URLs cannot grow it', () => {
  it('tells a 404 page from a page', () => {
    expect(isNotFoundEntry({ kind: 'APP_PAGE', status: 404, html: '' })).toBe(true);
    expect(isNotFoundEntry({ kind: 'APP_PAGE', status: 200, html: '' })).toBe(false);
    expect(isNotFoundEntry({ kind: 'APP_PAGE', html: '' })).toBe(false);
    expect(isNotFoundEntry(null)).toBe(false);
    // A platform read kept as a 404 (lib/platform/client.ts), and one kept as a success.
    const read = (answer: unknown) => ({ kind: 'FETCH', data: { headers: {}, body: JSON.stringify(answer), status: 200, url: '' } });
    expect(isNotFoundEntry(read({ status: 404, text: '{"error":"Drop not found"}' }))).toBe(true);
    expect(isNotFoundEntry(read({ status: 200, text: '{"status":404}' }))).toBe(false);
  });

  it('forgets an entry once it is older than its age limit', () => {
    const misses = new BoundedMisses(3, 30_000);
    misses.set('a', { status: 404 }, 1_000);
    expect(misses.get('a', 30_999)).not.toBeNull();
    expect(misses.get('a', 31_000)).toBeNull();
    expect(misses.size).toBe(0);
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

import { METADATA_TTL_MS, MetadataCache } from './metadata-cache';

const meta = (state: number) => ({ tokenId: '1', state, image: `https://img.example/${state}.png` });

describe('MetadataCache', () => {
  it('serves a layer’s metadata for a while, then asks again', () => {
    const cache = new MetadataCache<ReturnType<typeof meta>>();
    cache.set('1', meta(0), 0);
    expect(cache.get('1', undefined, METADATA_TTL_MS - 1)).toEqual(meta(0));
    expect(cache.get('1', undefined, METADATA_TTL_MS)).toBeUndefined();
  });

  it('does not serve metadata behind the state the chain already shows (after a tear)', () => {
    const cache = new MetadataCache<ReturnType<typeof meta>>();
    cache.set('1', meta(1), 0);
    expect(cache.get('1', 1, 10)).toEqual(meta(1));
    expect(cache.get('1', 0, 10)).toEqual(meta(1));
    expect(cache.get('1', 2, 10)).toBeUndefined();
  });

  it('keeps at most its bound, dropping the oldest', () => {
    const cache = new MetadataCache<ReturnType<typeof meta>>(2);
    cache.set('1', meta(0), 0);
    cache.set('2', meta(0), 0);
    cache.set('3', meta(0), 0);
    expect(cache.get('1', undefined, 1)).toBeUndefined();
    expect(cache.get('3', undefined, 1)).toEqual(meta(0));
  });
});

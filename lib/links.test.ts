import { dropHref, productHref } from './drops/links';
import { articleHref, artistHref } from './links';

describe('entity links', () => {
  it('route by the nav key when there is one, else by the key', () => {
    expect(artistHref({ key: 'a-snipe', navKey: 'snipe' })).toBe('/artists/snipe');
    expect(artistHref({ key: 'a-snipe', navKey: null })).toBe('/artists/a-snipe');
    expect(articleHref({ key: 'ar-tidal', navKey: 'behind-tidal-light' })).toBe('/articles/behind-tidal-light');
    expect(dropHref({ key: 'd-1', navKey: null })).toBe('/drops/d-1');
  });

  it('encode keys that are not URL-safe', () => {
    expect(artistHref({ key: 'ana ribeiro/2', navKey: null })).toBe('/artists/ana%20ribeiro%2F2');
    expect(articleHref({ key: 'q?a', navKey: null })).toBe('/articles/q%3Fa');
  });
});

it('builds an item page by its key, encoded', () => {
  expect(productHref({ key: '62a1f0c3b2d4e5f607182932' })).toBe('/product/62a1f0c3b2d4e5f607182932');
  expect(productHref({ key: 'a/b' })).toBe('/product/a%2Fb');
});

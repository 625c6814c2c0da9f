import { auctionHref, dropEntryHref, itemHref, productHref } from './links';

const desiccation = { key: 'd-desiccation', navKey: 'shintaro-desiccation' };
const AQUARIUM = 'i-shintaro-desiccation-aquarium';
const FLOATING = 'i-theeveofrevolution-floating';

it('routes the Desiccation auction item (by key) to /auction/ and every other item to /product/', () => {
  expect(itemHref(desiccation, { key: AQUARIUM })).toBe(`/drops/shintaro-desiccation/auction/${AQUARIUM}`);
  expect(itemHref(desiccation, { key: 'i-hand' })).toBe('/drops/shintaro-desiccation/product/i-hand');
});

it('routes Eve’s Floating (by key) to /auction/, other drops’ items under the drop', () => {
  expect(itemHref({ key: 'd-eve', navKey: 'theeveofrevolution' }, { key: FLOATING })).toBe(`/drops/theeveofrevolution/auction/${FLOATING}`);
  expect(itemHref({ key: 'd-t', navKey: 'tidal-light' }, { key: AQUARIUM })).toBe(`/drops/tidal-light/${AQUARIUM}`);
});

it('never routes by title: an item titled Floating that is not the auctioned item stays a product', () => {
  expect(itemHref({ key: 'd-eve', navKey: 'theeveofrevolution' }, { key: 'i-renamed', title: 'Floating' } as { key: string })).toBe(
    '/drops/theeveofrevolution/product/i-renamed',
  );
});

it('routes both Your Face rounds’ items to /product/', () => {
  expect(itemHref({ key: 'd-yourface', navKey: 'your-face-is-fucked-up' }, { key: 'i-1' })).toBe('/drops/your-face-is-fucked-up/product/i-1');
  expect(itemHref({ key: 'd-yourface2', navKey: 'yourface2' }, { key: FLOATING })).toBe(`/drops/yourface2/product/${FLOATING}`);
});

it('links an auctioned item to its auction from anywhere (related items, lists), any other item to /product/', () => {
  expect(productHref({ key: FLOATING })).toBe(`/drops/theeveofrevolution/auction/${FLOATING}`);
  expect(productHref({ key: AQUARIUM })).toBe(`/drops/shintaro-desiccation/auction/${AQUARIUM}`);
  expect(productHref({ key: 'i-theeveofrevolution-barricade' })).toBe('/product/i-theeveofrevolution-barricade');
  expect(auctionHref({ key: 'i-theeveofrevolution-barricade' })).toBeNull();
  // By key, never by title; and no key from an object's prototype counts.
  expect(productHref({ key: 'constructor' })).toBe('/product/constructor');
});

it('sends a drop in a special mode with a link to that link from its cards, any other drop to its page', () => {
  const joker = { key: 'd-joker', navKey: 'lushsux-joker', dropMode: 'special', link: 'https://lushsux.example.com/joker' };
  expect(dropEntryHref(joker)).toBe('https://lushsux.example.com/joker');
  expect(dropEntryHref({ ...joker, link: null })).toBe('/drops/lushsux-joker');
  expect(dropEntryHref({ ...joker, dropMode: null })).toBe('/drops/lushsux-joker');
  expect(dropEntryHref({ ...joker, dropMode: '  ' })).toBe('/drops/lushsux-joker');
});

import { auctionHref, dropEntryHref, itemHref, productHref } from './links';

const desiccation = { key: 'd-desiccation', navKey: 'shintaro-desiccation' };
const eve = { key: 'd-eve', navKey: 'theeveofrevolution' };
// Opaque keys, as the platform's own: nothing is recognised by them.
const AQUARIUM = { key: '62a1f0c3b2d4e5f607182930', title: 'Aquarium' };
const FLOATING = { key: '62a1f0c3b2d4e5f607182931', title: 'Floating' };

it('routes the Desiccation auction item (by its title) to /auction/ and every other item to /product/', () => {
  expect(itemHref(desiccation, AQUARIUM)).toBe(`/drops/shintaro-desiccation/auction/${AQUARIUM.key}`);
  expect(itemHref(desiccation, { key: 'k1', title: 'Hand' })).toBe('/drops/shintaro-desiccation/product/k1');
});

it('routes Eve’s Floating (by its title) to /auction/; another drop’s item of that title stays under its drop', () => {
  expect(itemHref(eve, FLOATING)).toBe(`/drops/theeveofrevolution/auction/${FLOATING.key}`);
  expect(itemHref(eve, { key: 'k2', title: ' Floating ' })).toBe('/drops/theeveofrevolution/auction/k2');
  expect(itemHref(eve, { key: 'k3', title: 'floating' })).toBe('/drops/theeveofrevolution/product/k3');
  expect(itemHref({ key: 'd-t', navKey: 'tidal-light' }, AQUARIUM)).toBe(`/drops/tidal-light/${AQUARIUM.key}`);
});

it('routes both Your Face rounds’ items to /product/', () => {
  expect(itemHref({ key: 'd-yourface', navKey: 'your-face-is-fucked-up' }, { key: 'k1', title: 'Face One' })).toBe('/drops/your-face-is-fucked-up/product/k1');
  expect(itemHref({ key: 'd-yourface2', navKey: 'yourface2' }, FLOATING)).toBe(`/drops/yourface2/product/${FLOATING.key}`);
});

it('gives an auctioned item its auction page within its drop; any other item, and a list without its drop, /product/', () => {
  expect(auctionHref(eve, FLOATING)).toBe(`/drops/theeveofrevolution/auction/${FLOATING.key}`);
  expect(auctionHref(desiccation, AQUARIUM)).toBe(`/drops/shintaro-desiccation/auction/${AQUARIUM.key}`);
  expect(auctionHref(eve, AQUARIUM)).toBeNull();
  expect(auctionHref(null, FLOATING)).toBeNull();
  expect(auctionHref({ navKey: '__proto__' }, FLOATING)).toBeNull();
  expect(productHref(FLOATING)).toBe(`/product/${FLOATING.key}`);
});

it('sends a drop in a special mode with a link to that link from its cards, any other drop to its page', () => {
  const joker = { key: 'd-joker', navKey: 'lushsux-joker', dropMode: 'special', link: 'https://lushsux.example.com/joker' };
  expect(dropEntryHref(joker)).toBe('https://lushsux.example.com/joker');
  expect(dropEntryHref({ ...joker, link: null })).toBe('/drops/lushsux-joker');
  expect(dropEntryHref({ ...joker, dropMode: null })).toBe('/drops/lushsux-joker');
  expect(dropEntryHref({ ...joker, dropMode: '  ' })).toBe('/drops/lushsux-joker');
});

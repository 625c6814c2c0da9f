import { itemHref } from './links';

const desiccation = { key: 'd-desiccation', navKey: 'shintaro-desiccation' };

it('routes the Desiccation auction item to /auction/ and every other item to /product/', () => {
  expect(itemHref(desiccation, { key: 'i-aq', title: 'Aquarium' })).toBe('/drops/shintaro-desiccation/auction/i-aq');
  expect(itemHref(desiccation, { key: 'i-hand', title: 'Hand' })).toBe('/drops/shintaro-desiccation/product/i-hand');
});

it('routes Eve’s Floating to /auction/, other drops’ items under the drop', () => {
  expect(itemHref({ key: 'd-eve', navKey: 'theeveofrevolution' }, { key: 'i-f', title: 'Floating' })).toBe('/drops/theeveofrevolution/auction/i-f');
  expect(itemHref({ key: 'd-t', navKey: 'tidal-light' }, { key: 'i-x', title: 'Aquarium' })).toBe('/drops/tidal-light/i-x');
});

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

it('routes both Your Face rounds’ items to /product/', () => {
  expect(itemHref({ key: 'd-yourface', navKey: 'your-face-is-fucked-up' }, { key: 'i-1', title: 'Face One' })).toBe(
    '/drops/your-face-is-fucked-up/product/i-1',
  );
  expect(itemHref({ key: 'd-yourface2', navKey: 'yourface2' }, { key: 'i-2', title: 'Floating' })).toBe('/drops/yourface2/product/i-2');
});

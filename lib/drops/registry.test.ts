/**
 * The drop registry: the one list of drops with rules of their own. What the routes and links ask
 * of it (a drop by nav key, its auctioned item by key), as the platform's data gives them.
 */
import { auctionedItemDrop, auctionOf, liveAuctionOf } from './auctions';
import { DROPS, indexByNavKey, registeredDrop } from './registry';

it('refuses two drops claiming one nav key, naming both', () => {
  expect(() => indexByNavKey({ a: { name: 'A', navKeys: ['x', 'y'] }, b: { name: 'B', navKeys: ['y'] } })).toThrow('Two drops claim the nav key y: A and B');
  expect(indexByNavKey({ a: { name: 'A', navKeys: ['x'] }, b: { name: 'B', navKeys: ['y'] } }).get('y')).toMatchObject({ id: 'b', name: 'B' });
});

it('gives each nav key its drop, with its folder, and none to an ordinary drop', () => {
  for (const [id, d] of Object.entries(DROPS)) for (const k of d.navKeys) expect(registeredDrop(k)).toMatchObject({ id, name: d.name });
  expect(registeredDrop('tidal-light')).toBeNull();
  expect(registeredDrop(null)).toBeNull();
  expect(registeredDrop('constructor')).toBeNull();
});

it('finds an auction by its drop and its item’s key, never by title or another drop', () => {
  expect(auctionOf('shintaro-desiccation', 'i-shintaro-desiccation-aquarium')).toMatchObject({ kind: 'ended', winning: '28.88', bids: 17 });
  expect(auctionOf('theeveofrevolution', 'i-theeveofrevolution-floating')).toMatchObject({ kind: 'live', tokenId: 1n });
  expect(auctionOf('theeveofrevolution', 'i-shintaro-desiccation-aquarium')).toBeNull();
  expect(auctionOf('theeveofrevolution', 'Floating')).toBeNull();
  expect(auctionOf('tidal-light', 'i-theeveofrevolution-floating')).toBeNull();
  expect(auctionOf('__proto__', 'i-theeveofrevolution-floating')).toBeNull();
});

it('gives the bid pages only a live auction, and each auctioned item its drop', () => {
  expect(liveAuctionOf('theeveofrevolution')?.itemKey).toBe('i-theeveofrevolution-floating');
  expect(liveAuctionOf('shintaro-desiccation')).toBeNull();
  expect(liveAuctionOf('blackfeather')).toBeNull();
  expect(auctionedItemDrop('i-shintaro-desiccation-aquarium')).toBe('shintaro-desiccation');
  expect(auctionedItemDrop('i-theeveofrevolution-floating')).toBe('theeveofrevolution');
  expect(auctionedItemDrop('i-theeveofrevolution-barricade')).toBeNull();
});

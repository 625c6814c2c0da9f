import { auctionOf, hasAuction, liveAuctionOf } from './auctions';
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

it('finds an auction by its drop and its item’s title (trimmed, case-exact), never by another drop', () => {
  expect(auctionOf('shintaro-desiccation', { title: 'Aquarium' })).toMatchObject({ kind: 'ended', winning: '28.88', bids: 17 });
  expect(auctionOf('theeveofrevolution', { title: 'Floating ' })).toMatchObject({ kind: 'live', tokenId: 1n });
  expect(auctionOf('theeveofrevolution', { title: 'Aquarium' })).toBeNull();
  expect(auctionOf('theeveofrevolution', { title: 'floating' })).toBeNull();
  expect(auctionOf('tidal-light', { title: 'Floating' })).toBeNull();
  expect(auctionOf('__proto__', { title: 'Floating' })).toBeNull();
});

it('gives the bid pages only a live auction, and tells which drops have an auction', () => {
  expect(liveAuctionOf('theeveofrevolution')?.itemTitle).toBe('Floating');
  expect(liveAuctionOf('shintaro-desiccation')).toBeNull();
  expect(liveAuctionOf('blackfeather')).toBeNull();
  expect(hasAuction('shintaro-desiccation')).toBe(true);
  expect(hasAuction('theeveofrevolution')).toBe(true);
  expect(hasAuction('tidal-light')).toBe(false);
});

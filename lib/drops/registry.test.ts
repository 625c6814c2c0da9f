/**
 * The drop registry: the one list of drops with rules of their own. What the routes and links ask
 * of it (a drop by nav key, its auctioned item by key), as the platform's data gives them.
 */
import { auctionedItemDrop, auctionOf, liveAuctionOf } from './auctions';
import { DROPS, registeredDrop } from './registry';

it('gives each nav key at most one drop, with its folder, and none to an ordinary drop', () => {
  const keys = Object.values(DROPS).flatMap((d) => d.navKeys);
  expect(new Set(keys).size).toBe(keys.length);
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

/** The registry's lookup, as the routes make it. */
import { readdirSync, existsSync } from 'node:fs';
import path from 'node:path';
import { isValidElement } from 'react';
import { DROPS } from '@/lib/drops/registry';
import type { Drop, ProductDetail } from '@/lib/drops/types';
import type { DropModule } from './drop-module';
import { dropItemViews } from './item-views';
import { dropModule } from './registry';
import { dropSubpage } from './subpages';

const drop = (navKey: string): Drop =>
  ({ key: `d-${navKey}`, navKey, title: navKey, items: [], artistKey: null, artistInfo: null, releaseDate: null, endDate: null }) as unknown as Drop;
const product = (key: string, title: string): ProductDetail => ({ key, title, edition: '1 of 1 Edition', itemType: 'Limited Edition' }) as ProductDetail;
const now = new Date('2026-01-01T00:00:00Z');

async function allViews(): Promise<[string, DropModule][]> {
  return Promise.all(Object.values(DROPS).map(async (d) => [d.name, (await dropModule(d.navKeys[0]))!] as [string, DropModule]));
}

it('has views for every registered drop, and no views of a drop the registry does not list', async () => {
  const folders = readdirSync(__dirname, { withFileTypes: true })
    .filter((e) => e.isDirectory() && existsSync(path.join(__dirname, e.name, 'module.tsx')))
    .map((e) => e.name);
  expect(folders.sort()).toEqual(Object.keys(DROPS).sort());
  for (const [name, views] of await allViews()) expect([name, Boolean(views && (views.layout || views.parts))]).toEqual([name, true]);
  expect(await dropModule('tidal-light')).toBeNull();
  expect(await dropModule(null)).toBeNull();
});

it('finds item views and pages of its own exactly for the drops whose entry says so, each in its own file', async () => {
  for (const [id, entry] of Object.entries(DROPS)) {
    const has = (file: string) => existsSync(path.join(__dirname, id, file));
    expect([id, 'item.tsx', has('item.tsx')]).toEqual([id, 'item.tsx', 'itemViews' in entry]);
    expect([id, 'pages.tsx', has('pages.tsx')]).toEqual([id, 'pages.tsx', 'subpages' in entry]);
    if ('itemViews' in entry) expect(typeof (await dropItemViews(entry.navKeys[0]))).toBe('function');
    if ('subpages' in entry) for (const segment of entry.subpages) expect(await dropSubpage(entry.navKeys[0], segment)).not.toBeNull();
  }
  expect(await dropItemViews('blackfeather')).toBeNull();
  expect(await dropItemViews('tidal-light')).toBeNull();
});

it('gives each drop page either a layout of its own or parts of the generic page, never both', async () => {
  const views = await allViews();
  for (const [name, m] of views) expect([name, Boolean(m.layout && m.parts)]).toEqual([name, false]);
  expect(views.filter(([, m]) => m.layout).map(([name]) => name)).toEqual(['Black Feather', 'Desiccation', 'Lushsux members’ landing', 'Layers', 'Synthia']);
});

it('recognises Desiccation’s items by title, whatever their keys: the auctioned Aquarium has no edition', async () => {
  const item = (await dropItemViews('shintaro-desiccation'))!;
  expect(await item({ drop: drop('shintaro-desiccation'), product: product('62a1f0c3b2d4e5f607182933', 'Aquarium'), related: [], now })).toEqual({});
});

it('gives a Your Face item the Raffle Completed action and its drop page the date line', async () => {
  const rules = (await dropModule('yourface2'))!;
  const parts = await (await dropItemViews('yourface2'))!({ drop: drop('yourface2'), product: product('k1', 'Face'), related: [], now });
  expect(isValidElement(parts.action)).toBe(true);
  expect(await rules.parts!({ drop: { ...drop('yourface2'), releaseDate: '2022-03-05T09:00:00Z' }, now })).toHaveProperty('dateLine');
});

it('gives an Eve item that neither draws nor mints (Floating, by title) the generic item page', async () => {
  const item = (await dropItemViews('theeveofrevolution'))!;
  const floating = { ...product('62a1f0c3b2d4e5f607182934', 'Floating'), itemType: 'Auction' };
  expect(await item({ drop: drop('theeveofrevolution'), product: floating, related: [], now })).toEqual({});
});

it('gives the print claim its /pay page, and no other path of any drop a page of its own', async () => {
  const pay = await dropSubpage('lushsux-joker', 'pay');
  expect(pay?.title).toBe('Claim your print: Lushsux Joker (Tethered Print)');
  expect(pay?.description).toMatch(/^Holders of one of the 150 Lushsux Joker \(Tethered Print\) prints claim its token here .*List price: 0\.5 ETH\.$/);
  expect(isValidElement(await pay!.render({ drop: drop('lushsux-joker'), now }))).toBe(true);
  for (const [navKey, segment] of [
    ['lushsux-joker', '62a1f0c3b2d4e5f607182935'],
    ['lushsux-joker', 'constructor'],
    ['lushsux-joker', '__proto__'],
    ['tidal-light', 'pay'],
    ['lushsux', 'pay'],
  ])
    expect([navKey, segment, await dropSubpage(navKey, segment)]).toEqual([navKey, segment, null]);
});

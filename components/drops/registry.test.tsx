/**
 * The drop registry: the one lookup the routes make. These tests read the modules as the routes do:
 * by nav key, with the platform's drop and item data.
 */
import { isValidElement } from 'react';
import type { Drop, ProductDetail } from '@/lib/drops/types';
import { DROP_MODULES, dropModule } from './registry';

const drop = (navKey: string): Drop =>
  ({ key: `d-${navKey}`, navKey, title: navKey, items: [], artistKey: null, artistInfo: null, releaseDate: null, endDate: null }) as unknown as Drop;
const product = (key: string, title: string): ProductDetail => ({ key, title, edition: '1 of 1 Edition', itemType: 'Limited Edition' }) as ProductDetail;
const now = new Date('2026-01-01T00:00:00Z');

it('gives each nav key at most one module, and none to an ordinary drop', () => {
  const keys = DROP_MODULES.flatMap((m) => m.navKeys);
  expect(new Set(keys).size).toBe(keys.length);
  expect(dropModule('tidal-light')).toBeNull();
  expect(dropModule(null)).toBeNull();
  for (const m of DROP_MODULES) for (const k of m.navKeys) expect(dropModule(k)).toBe(m);
});

it('gives each drop page either a layout of its own or parts of the generic page, never both', () => {
  for (const m of DROP_MODULES) expect([m.name, Boolean(m.layout && m.parts)]).toEqual([m.name, false]);
  expect(DROP_MODULES.filter((m) => m.layout).map((m) => m.name)).toEqual(['Black Feather', 'Desiccation', 'Lushsux members’ landing', 'Layers', 'Synthia']);
});

it('recognises Desiccation’s items by key, not by title: an item titled Aquarium under another key has no edition', async () => {
  const rules = dropModule('shintaro-desiccation')!;
  expect(await rules.item!({ drop: drop('shintaro-desiccation'), product: product('i-other', 'Aquarium'), related: [], now })).toEqual({});
});

it('gives a Your Face item the Raffle Completed action and its drop page the date line', async () => {
  const rules = dropModule('yourface2')!;
  const parts = await rules.item!({ drop: drop('yourface2'), product: product('i-1', 'Face'), related: [], now });
  expect(isValidElement(parts.action)).toBe(true);
  expect(await rules.parts!({ drop: { ...drop('yourface2'), releaseDate: '2022-03-05T09:00:00Z' }, now })).toHaveProperty('dateLine');
});

it('gives an Eve item that neither draws nor mints (Floating, by key) the generic item page', async () => {
  const rules = dropModule('theeveofrevolution')!;
  const floating = { ...product('i-theeveofrevolution-floating', 'Floating'), itemType: 'Auction' };
  expect(await rules.item!({ drop: drop('theeveofrevolution'), product: floating, related: [], now })).toEqual({});
});

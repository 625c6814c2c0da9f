import 'server-only';
import { z } from 'zod';
import type { MarketStats } from '@/lib/drops/types';
import { serverConfig } from '@/lib/config/server';
import { platformRequest } from './index';

const tokenIdText = z.string().regex(/^\d{1,10}$/);

/** collections §3: encrypted, keyed by issue time. */
export const tearDataSchema = z.object({ items: z.record(z.string(), z.record(z.string(), z.string().max(4096))) }).transform((r) => r.items);

export async function getTearData(tokenId: string): Promise<string | null> {
  // Server-only data: asked with the service credential, never a visitor's.
  const items = await platformRequest('/layers/tears', { query: { tokens: tokenId }, schema: tearDataSchema, token: serverConfig().platformServiceKey });
  const byTime = items[tokenId];
  if (!byTime) return null;
  const newest = Object.keys(byTime).sort((a, b) => Number(b) - Number(a))[0];
  return newest ? byTime[newest] : null;
}

export const decryptedTearSchema = z.object({ uri: z.string().url().max(512), signature: z.string().regex(/^0x[0-9a-fA-F]{130}$/) });

export function decryptTear(data: string, tearType: 1 | 2) {
  return platformRequest('/layers/tears/decrypt', {
    method: 'POST',
    body: { data, tear_type: tearType },
    schema: decryptedTearSchema,
    token: serverConfig().platformServiceKey,
  });
}

const attributeSchema = z.object({ trait_type: z.string().max(64), value: z.union([z.string().max(128), z.number()]) });

/** collections §3 */
export const layerMetadataSchema = z
  .object({
    token_id: tokenIdText,
    name: z.string().max(128),
    state: z.number().int().min(0).max(3),
    image: z.string().url().max(512),
    attributes: z.array(attributeSchema).max(16),
  })
  .transform((m) => ({
    tokenId: m.token_id,
    name: m.name,
    state: m.state,
    image: m.image,
    attributes: m.attributes.map((a) => ({ trait: a.trait_type, value: String(a.value) })),
  }));
export type LayerMetadata = z.output<typeof layerMetadataSchema>;

export function getLayerMetadata(tokenId: string) {
  return platformRequest(`/layers/metadata/${tokenId}`, { schema: layerMetadataSchema, fresh: true });
}

// A malformed figure is missing ("--"); the others stay.
const figure = z
  .number()
  .finite()
  .min(0)
  .nullish()
  .catch(null)
  .transform((n) => n ?? null);

/** platform-core §7, collections §3; `stats` (drop-pages §9) is a declared extension. */
export const collectionSchema = z
  .object({
    traits: z.record(z.string().max(64), z.record(z.string().max(128), z.number().min(0).max(1))).nullish(),
    stats: z.object({ floor_price: figure, thirty_day_volume: figure, thirty_day_average_price: figure }).nullish().catch(null),
  })
  .transform((r): { traits: Record<string, Record<string, number>>; stats: MarketStats | null } => ({
    traits: r.traits ?? {},
    stats: r.stats ? { floorPrice: r.stats.floor_price, volume30d: r.stats.thirty_day_volume, averagePrice30d: r.stats.thirty_day_average_price } : null,
  }));

export function getCollection(slug: 'vhils-layers' | 'vhils-layers-revealed') {
  return platformRequest(`/opensea/collections/${slug}`, {
    schema: collectionSchema,
    tags: ['products'],
    revalidate: 600,
  });
}

/** collections §3 */
/** For the token's user: the platform checks the burn is that user's wallet's. */
export function postLayersShipping(token: string, form: Record<string, unknown>) {
  return platformRequest('/layers/shipping', { method: 'POST', token, body: form, schema: z.unknown() });
}

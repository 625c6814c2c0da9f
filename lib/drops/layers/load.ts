import 'server-only';
import { getCollection } from '@/lib/platform/layers';
import { readLayers } from './chain';

/**
 * The layers page's reads (collections §2): the windows and supply from the chain (fallbacks on
 * failure), the trait shares and market figures from the marketplace (none on failure: "--").
 */
export async function loadLayersPage() {
  const [figures, collection] = await Promise.all([
    readLayers(),
    getCollection('vhils-layers').catch((err: Error) => (console.error('[platform] layers collection failed', err.message), null)),
  ]);
  return { figures, traits: collection?.traits ?? null, market: collection?.stats ?? null };
}

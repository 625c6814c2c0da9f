import 'server-only';
import { getCollection } from '@/lib/platform/layers';
import { readLayers } from './chain';

// collections §2: chain reads fall back; marketplace failures show "--".
export async function loadLayersPage() {
  const [figures, collection] = await Promise.all([
    readLayers(),
    getCollection('vhils-layers').catch((err: Error) => (console.error('[platform] layers collection failed', err.message), null)),
  ]);
  return { figures, traits: collection?.traits ?? null, market: collection?.stats ?? null };
}

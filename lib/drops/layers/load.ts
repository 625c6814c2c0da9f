import 'server-only';
import { getCollectionTraits } from '@/lib/platform/layers';
import { readLayers } from './chain';

/** The layers page's reads (collections §2): the windows and supply from the chain (fallbacks on failure), the trait shares from the marketplace (none on failure). */
export async function loadLayersPage() {
  const [figures, traits] = await Promise.all([
    readLayers(),
    getCollectionTraits('vhils-layers').catch((err: Error) => (console.error('[platform] layers traits failed', err.message), null)),
  ]);
  return { figures, traits };
}

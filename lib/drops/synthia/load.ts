import 'server-only';
import { getSynthiaReveal } from '@/lib/platform/synthia';
import { readSynthia } from './chain';

/** The key collection's reads (collections §2): the sale times and supply from the chain, the revealed state (null when unknown: the cover shows). */
export async function loadSynthiaPage() {
  const [figures, reveal] = await Promise.all([
    readSynthia(),
    getSynthiaReveal().catch((err: Error) => (console.error('[platform] synthia reveal failed', err.message), null)),
  ]);
  return { figures, reveal };
}

import 'server-only';
import { getFilmPictures, getSynthiaReveal } from '@/lib/platform/synthia';
import { FILM_PICTURES } from './film';
import { readSynthia } from './chain';

/** The key collection's reads (collections §2): the sale times and supply from the chain, the revealed state (null when unknown: the cover shows), the film pictures (none when unknown). */
export async function loadSynthiaPage() {
  const [figures, reveal, film] = await Promise.all([
    readSynthia(),
    getSynthiaReveal().catch((err: Error) => (console.error('[platform] synthia reveal failed', err.message), null)),
    getFilmPictures(FILM_PICTURES.count),
  ]);
  return { figures, reveal, film };
}

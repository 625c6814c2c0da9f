import 'server-only';
import { getFilmPictures, getSynthiaReveal } from '@/lib/platform/synthia';
import { FILM_PICTURES } from './film';
import { readSynthia } from './chain';

// collections §2; a null reveal shows the cover.
export async function loadSynthiaPage() {
  const [figures, reveal, film] = await Promise.all([
    readSynthia(),
    getSynthiaReveal().catch((err: Error) => (console.error('[platform] synthia reveal failed', err.message), null)),
    getFilmPictures(FILM_PICTURES.count),
  ]);
  return { figures, reveal, film };
}

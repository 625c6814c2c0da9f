import { ServerImage } from '@/components/ui/server-image';
import { FILM_PICTURES, pickPictures } from '@/lib/drops/synthia/film';
import type { FilmPicture } from '@/lib/drops/types';
import { FilmShuffleLoader } from './synthia-loader';
import styles from './synthia.module.css';

/**
 * The film-drop pictures (collections §9): a random 8 of the platform's 14 in the server HTML, the
 * rest in the list but hidden (their pictures load only once shown), reshuffled on a desktop by
 * FilmShuffle. Nothing when the platform gave none.
 */
export function FilmPictures({ pictures }: { pictures: FilmPicture[] }) {
  if (pictures.length === 0) return null;
  const shown = pickPictures(pictures.length, FILM_PICTURES.shown);
  return (
    <section aria-labelledby="film" className={styles.section}>
      <h2 id="film">The film</h2>
      <p>{`${FILM_PICTURES.collectorsSharePercent}% of the film's initial sales are shared among the artist's collectors.`}</p>
      <FilmShuffleLoader labelledBy="film">
        {pictures.map((p, i) => {
          const at = shown.indexOf(i);
          return (
            <li key={p.id} hidden={at < 0} style={{ order: Math.max(at, 0) }}>
              <ServerImage src={p.image} alt={p.name} width={240} height={240} sizes="(max-width: 576px) 50vw, (max-width: 992px) 25vw, 240px" />
            </li>
          );
        })}
      </FilmShuffleLoader>
    </section>
  );
}

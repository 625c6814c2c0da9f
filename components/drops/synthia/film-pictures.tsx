import { ServerImage } from '@/components/ui/server-image';
import { FILM_PICTURES, pickPictures } from '@/lib/drops/synthia/film';
import { FILM_TEXT } from '@/lib/drops/synthia/messages';
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
  return (
    <section aria-labelledby="film" className={styles.section}>
      <h2 id="film">{FILM_TEXT.title}</h2>
      <p>{FILM_TEXT.share(FILM_PICTURES.collectorsSharePercent)}</p>
      <FilmShuffleLoader
        labelledBy="film"
        initial={pickPictures(pictures.length, FILM_PICTURES.shown)}
        pictures={pictures.map((p) => (
          <ServerImage key={p.id} src={p.image} alt={p.name} width={240} height={240} sizes="(max-width: 576px) 50vw, (max-width: 992px) 25vw, 240px" />
        ))}
      />
    </section>
  );
}

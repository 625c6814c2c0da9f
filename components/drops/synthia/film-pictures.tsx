import { ServerImage } from '@/components/ui/server-image';
import { FILM_PICTURES, pickPictures } from '@/lib/drops/synthia/film';
import { FILM_TEXT } from '@/lib/drops/synthia/messages';
import type { FilmPicture } from '@/lib/drops/types';
import { FilmShuffleLoader } from '@/components/drops/drop-page-loaders';
import styles from './synthia.module.css';

/** The film pictures (collections §9): 8 of 14 in the HTML, the rest hidden until shown. */
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

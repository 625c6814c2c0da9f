'use client';

import { useEffect, useRef, type ReactNode } from 'react';
import { FILM_PICTURES, pickPictures } from '@/lib/drops/synthia/film';
import styles from './synthia.module.css';

/**
 * The film pictures' list: the server's 8 of them first; on a desktop that welcomes motion, a new
 * random 8 every 5 s (collections §9). The pictures are the server's elements: a shuffle only
 * shows, hides and orders them, so a phone or a reduced-motion visitor loads no more than the 8.
 */
export function FilmShuffle({ labelledBy, children }: { labelledBy: string; children: ReactNode }) {
  const list = useRef<HTMLUListElement>(null);
  useEffect(() => {
    const media = window.matchMedia(FILM_PICTURES.desktopQuery);
    const timer = window.setInterval(() => {
      const items = list.current ? [...list.current.children].filter((el): el is HTMLLIElement => el instanceof HTMLLIElement) : [];
      // Asked at each turn: a window made narrow, or motion turned off, stops the shuffle.
      if (!media.matches || items.length <= FILM_PICTURES.shown) return;
      const picked = pickPictures(items.length, FILM_PICTURES.shown);
      items.forEach((item, i) => {
        const at = picked.indexOf(i);
        item.hidden = at < 0;
        item.style.order = String(Math.max(at, 0));
      });
    }, FILM_PICTURES.shuffleMs);
    return () => window.clearInterval(timer);
  }, []);
  return (
    <ul ref={list} className={styles.film} aria-labelledby={labelledBy} data-testid="film-pictures">
      {children}
    </ul>
  );
}

'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';
import { FILM_PICTURES, pickPictures } from '@/lib/drops/synthia/film';
import styles from './synthia.module.css';

/** Reshuffles every 5 s on a desktop (collections §9); pointer or focus holds it (WCAG 2.2.2). */
export function FilmShuffle({ labelledBy, initial, pictures }: { labelledBy: string; initial: number[]; pictures: ReactNode[] }) {
  const [shown, setShown] = useState(initial);
  const held = useRef({ pointer: false, focus: false });
  const count = pictures.length;
  useEffect(() => {
    const media = window.matchMedia(FILM_PICTURES.desktopQuery);
    const timer = window.setInterval(() => {
      // Asked at each turn: a window made narrow, or motion turned off, stops the shuffle.
      const { pointer, focus } = held.current;
      if (media.matches && !pointer && !focus && count > FILM_PICTURES.shown) setShown(pickPictures(count, FILM_PICTURES.shown));
    }, FILM_PICTURES.shuffleMs);
    return () => window.clearInterval(timer);
  }, [count]);
  return (
    <ul
      className={styles.film}
      aria-labelledby={labelledBy}
      data-testid="film-pictures"
      onPointerEnter={() => (held.current.pointer = true)}
      onPointerLeave={() => (held.current.pointer = false)}
      onFocus={() => (held.current.focus = true)}
      onBlur={() => (held.current.focus = false)}
    >
      {pictures.map((picture, i) => {
        // Hidden, not removed: React keeps the list, and a lazy picture loads only once it is shown.
        const at = shown.indexOf(i);
        return (
          <li key={i} hidden={at < 0} style={{ order: Math.max(at, 0) }}>
            {picture}
          </li>
        );
      })}
    </ul>
  );
}

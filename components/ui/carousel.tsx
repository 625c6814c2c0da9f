'use client';

import { useEffect, useRef, type ReactNode } from 'react';
import { onIdle } from '@/lib/browser/idle';
import styles from './carousel.module.css';

type Props = {
  label: string;
  perView: 'one' | 'responsive';
  /** How often it moves on (CAROUSEL or BANNER_SLIDESHOW in lib/constants). */
  timing: { autoplayMs: number; speedMs: number };
  children: ReactNode;
};

/** Embla's duration is not in ms: 30 moves a slide in about a second, and it scales about linearly. */
const emblaDuration = (speedMs: number) => Math.round((speedMs / 1000) * 30);

/**
 * A carousel whose slides are server-rendered in a scroll-snap track (usable without JavaScript).
 * Embla (carousel + autoplay) is imported only once the page is idle, so it costs content pages
 * nothing before they are interactive. Slides per view: 1, or 1 below 576 px, 2 from 576 and 3 from 992 (platform-core §9). It loops;
 * for a visitor who asks for reduced motion it does not move by itself.
 */
export function Carousel({ label, perView, timing, children }: Props) {
  const { autoplayMs, speedMs } = timing;
  const viewport = useRef<HTMLElement>(null);

  useEffect(() => {
    let destroy: (() => void) | undefined;
    let cancelled = false;
    const start = async () => {
      const [{ default: EmblaCarousel }, { default: Autoplay }] = await Promise.all([import('embla-carousel'), import('embla-carousel-autoplay')]);
      if (cancelled || !viewport.current) return;
      // Reduced motion is asked now and followed as it changes: autoplay stops, and starts again.
      const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)');
      const autoplay = Autoplay({ delay: autoplayMs, stopOnInteraction: false, stopOnMouseEnter: true, playOnInit: !reduceMotion.matches });
      viewport.current.dataset.enhanced = '';
      const embla = EmblaCarousel(viewport.current, { loop: true, duration: emblaDuration(speedMs), align: 'start' }, [autoplay]);
      const follow = (e: MediaQueryListEvent) => (e.matches ? autoplay.stop() : autoplay.play());
      reduceMotion.addEventListener('change', follow);
      destroy = () => {
        reduceMotion.removeEventListener('change', follow);
        embla.destroy();
      };
    };
    const cancelIdle = onIdle(() => void start(), 2000);
    return () => {
      cancelled = true;
      cancelIdle();
      destroy?.();
    };
  }, [autoplayMs, speedMs]);

  return (
    // A named <section> is a region landmark: the native element for the role, none added.
    <section className={styles.viewport} ref={viewport} aria-roledescription="carousel" aria-label={label}>
      <div className={perView === 'one' ? `${styles.track} ${styles.one}` : styles.track}>{children}</div>
    </section>
  );
}

'use client';

import { useEffect, useRef, type ReactNode } from 'react';
import { onIdle } from '@/lib/browser/idle';
import styles from './carousel.module.css';

type Props = { label: string; perView: 'one' | 'responsive'; autoplayMs: number; children: ReactNode };

/**
 * A carousel whose slides are server-rendered in a scroll-snap track (usable without JavaScript).
 * Embla (carousel + autoplay) is imported only once the page is idle, so it costs content pages
 * nothing before they are interactive. Slides per view: 1, or 1/2/3 from 576/768/992 px.
 */
export function Carousel({ label, perView, autoplayMs, children }: Props) {
  const viewport = useRef<HTMLElement>(null);

  useEffect(() => {
    let destroy: (() => void) | undefined;
    let cancelled = false;
    const start = async () => {
      const [{ default: EmblaCarousel }, { default: Autoplay }] = await Promise.all([import('embla-carousel'), import('embla-carousel-autoplay')]);
      if (cancelled || !viewport.current) return;
      const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      const plugins = reduceMotion ? [] : [Autoplay({ delay: autoplayMs, stopOnInteraction: false, stopOnMouseEnter: true })];
      viewport.current.dataset.enhanced = '';
      // Embla's duration is not in ms; 30 is about one second for a full slide.
      const embla = EmblaCarousel(viewport.current, { loop: true, duration: 30, align: 'start' }, plugins);
      destroy = () => embla.destroy();
    };
    const cancelIdle = onIdle(() => void start(), 2000);
    return () => {
      cancelled = true;
      cancelIdle();
      destroy?.();
    };
  }, [autoplayMs]);

  return (
    // A named <section> is a region landmark: the native element for the role, none added.
    <section className={styles.viewport} ref={viewport} aria-roledescription="carousel" aria-label={label}>
      <div className={perView === 'one' ? `${styles.track} ${styles.one}` : styles.track}>{children}</div>
    </section>
  );
}

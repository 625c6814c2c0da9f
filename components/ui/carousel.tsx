'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { CarouselButtons, CarouselControls } from './carousel-motion';
import { onIdle } from '@/lib/browser/idle';
import styles from './carousel.module.css';

type Props = {
  label: string;
  perView: 'one' | 'responsive';
  /** How often it moves on, how fast, and how fast when pressed (CAROUSEL or BANNER_SLIDESHOW in lib/constants). */
  timing: { autoplayMs: number; speedMs: number; pressSpeedMs: number };
  children: ReactNode;
};

/**
 * A carousel whose slides are server-rendered in a scroll-snap track (usable without JavaScript).
 * Embla and the carousel's motion are imported only once the page is idle, so it costs content pages
 * nothing before they are interactive; its Previous, Pause and Next buttons appear with it, over the
 * slides. Slides per view: 1, or 1 below 576 px, 2 from 576 and 3 from 992 (platform-core §9). It
 * loops, and stops moving by itself while the pointer or the keyboard's focus is on it, when paused, and for a
 * visitor who asks for reduced motion (a press then moves without a glide).
 */
export function Carousel({ label, perView, timing, children }: Props) {
  const { autoplayMs, speedMs, pressSpeedMs } = timing;
  const viewport = useRef<HTMLElement>(null);
  const [motion, setMotion] = useState<{ Buttons: typeof CarouselButtons; controls: CarouselControls } | null>(null);
  const [playing, setPlaying] = useState(true);

  useEffect(() => {
    let stop: (() => void) | undefined;
    let cancelled = false;
    const cancelIdle = onIdle(async () => {
      const { startCarousel, CarouselButtons: Buttons } = await import('./carousel-motion');
      if (cancelled || !viewport.current) return;
      const onControls = (controls: CarouselControls) => setMotion({ Buttons, controls });
      stop = await startCarousel(viewport.current, { autoplayMs, speedMs, pressSpeedMs }, { onControls, onPlaying: setPlaying });
      if (cancelled) stop();
    }, 2000);
    return () => {
      cancelled = true;
      cancelIdle();
      stop?.();
      setMotion(null);
    };
  }, [autoplayMs, speedMs, pressSpeedMs]);

  return (
    // A named <section> is a region landmark: the native element for the role, none added.
    <section className={styles.viewport} ref={viewport} aria-roledescription="carousel" aria-label={label}>
      <div className={perView === 'one' ? `${styles.track} ${styles.one}` : styles.track}>{children}</div>
      {motion && <motion.Buttons controls={motion.controls} playing={playing} />}
    </section>
  );
}

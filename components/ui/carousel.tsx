'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { CarouselButtons, CarouselControls } from './carousel-motion';
import { onIdle } from '@/lib/browser/idle';
import styles from './carousel.module.css';

type Props = {
  label: string;
  perView: 'one' | 'responsive';
  timing: { autoplayMs: number; speedMs: number; pressSpeedMs: number };
  children: ReactNode;
};

/** Server-rendered scroll-snap slides (work without JavaScript); Embla and the motion load when idle. */
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
    // A named <section> is already a region landmark.
    <section className={styles.viewport} ref={viewport} aria-roledescription="carousel" aria-label={label}>
      <div className={perView === 'one' ? `${styles.track} ${styles.one}` : styles.track}>{children}</div>
      {motion && <motion.Buttons controls={motion.controls} playing={playing} />}
    </section>
  );
}

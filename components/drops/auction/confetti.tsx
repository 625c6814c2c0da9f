'use client';

import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import styles from './auction.module.css';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function subscribe(onChange: () => void) {
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** False on the server: confetti is never in the HTML. */
function useMotionOk(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => !window.matchMedia(REDUCED_MOTION).matches,
    () => false,
  );
}

/** The winner's confetti (drop-pages §2, §6). */
export default function Confetti() {
  const motionOk = useMotionOk();
  const [fired, setFired] = useState(false);
  const canvas = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    if (!motionOk || !canvas.current) return;
    let cancelled = false;
    let reset: (() => void) | undefined;
    import('canvas-confetti')
      .then(({ default: confetti }) => {
        if (cancelled || !canvas.current) return;
        const fire = confetti.create(canvas.current, { resize: true, disableForReducedMotion: true });
        reset = () => fire.reset();
        void fire({ particleCount: 160, spread: 75, origin: { y: 0.6 } });
        setFired(true);
      })
      .catch((err) => console.error('[auction] confetti did not load', err));
    return () => {
      cancelled = true;
      reset?.();
    };
  }, [motionOk]);

  if (!motionOk) return null;
  return <canvas ref={canvas} className={styles.confetti} aria-hidden="true" data-testid="confetti" data-fired={fired || undefined} />;
}

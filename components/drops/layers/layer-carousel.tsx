'use client';

import useEmblaCarousel from 'embla-carousel-react';
import { useEffect, useSyncExternalStore } from 'react';
import type { LayerView, LayerMeta } from './use-layers';
import styles from './layers.module.css';
import controls from '../app-controls.module.css';

const LARGE = '(min-width: 980px)';
const subscribe = (fn: () => void) => {
  const m = window.matchMedia(LARGE);
  m.addEventListener('change', fn);
  return () => m.removeEventListener('change', fn);
};

/** The wallet's layers (collections §2); every action applies to the chosen one. */
export function LayerCarousel({
  layers,
  meta,
  selected,
  onSelect,
}: {
  layers: LayerView[];
  meta: Map<string, LayerMeta>;
  selected: number;
  onSelect: (i: number) => void;
}) {
  const large = useSyncExternalStore(
    subscribe,
    () => window.matchMedia(LARGE).matches,
    () => false,
  );
  const [ref, embla] = useEmblaCarousel({ axis: large ? 'y' : 'x', align: 'start', containScroll: 'trimSnaps' });
  useEffect(() => {
    embla?.scrollTo(selected);
  }, [embla, selected]);
  const go = (step: number) => onSelect((selected + step + layers.length) % layers.length);
  return (
    <div className={styles.carousel} data-axis={large ? 'y' : 'x'}>
      <button type="button" className={controls.arrow} onClick={() => go(-1)} aria-label="Previous LAYER" disabled={layers.length < 2}>
        ‹
      </button>
      <div className={styles.viewport} ref={ref}>
        <span id="layers-owned" className="visually-hidden">
          Your LAYERS
        </span>
        <ul className={styles.track} aria-labelledby="layers-owned">
          {layers.map((l, i) => {
            const m = meta.get(l.tokenId.toString());
            return (
              <li key={l.tokenId.toString()} className={styles.slide}>
                <button type="button" className={styles.layerCard} aria-pressed={i === selected} onClick={() => onSelect(i)}>
                  {m ? (
                    // eslint-disable-next-line @next/next/no-img-element -- a per-state image from the assets host, sized by the card
                    <img src={m.image} alt="" width={120} height={120} />
                  ) : (
                    <span className={styles.imagePlaceholder} aria-hidden />
                  )}
                  <span>LAYER #{l.tokenId.toString()}</span>
                  {l.staked && <span className={styles.badge}>Staked</span>}
                </button>
              </li>
            );
          })}
        </ul>
      </div>
      <button type="button" className={controls.arrow} onClick={() => go(1)} aria-label="Next LAYER" disabled={layers.length < 2}>
        ›
      </button>
    </div>
  );
}

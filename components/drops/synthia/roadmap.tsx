'use client';

import { useState, type KeyboardEvent } from 'react';
import { SYNTHIA_ROADMAP } from '@/lib/drops/synthia/roadmap';
import styles from './synthia.module.css';
import controls from '../app-controls.module.css';

/** The roadmap slider (collections §2); every step is in the HTML. */
export function Roadmap() {
  const [active, setActive] = useState(0);
  const go = (i: number) => setActive((i + SYNTHIA_ROADMAP.length) % SYNTHIA_ROADMAP.length);
  const onKey = (e: KeyboardEvent) => {
    if (e.key === 'ArrowRight') go(active + 1);
    else if (e.key === 'ArrowLeft') go(active - 1);
    else return;
    e.preventDefault();
    document.getElementById(`roadmap-tab-${(active + (e.key === 'ArrowRight' ? 1 : SYNTHIA_ROADMAP.length - 1)) % SYNTHIA_ROADMAP.length}`)?.focus();
  };
  return (
    <section aria-labelledby="roadmap-title" className={styles.roadmap}>
      <h2 id="roadmap-title">Roadmap</h2>
      <div className={styles.roadmapNav}>
        <button type="button" className={controls.arrow} aria-label="Previous step" onClick={() => go(active - 1)}>
          ‹
        </button>
        <div role="tablist" aria-label="Roadmap" className={styles.dates} onKeyDown={onKey}>
          {SYNTHIA_ROADMAP.map((r, i) => (
            <button
              key={r.date}
              id={`roadmap-tab-${i}`}
              role="tab"
              type="button"
              aria-selected={i === active}
              aria-controls={`roadmap-panel-${i}`}
              tabIndex={i === active ? 0 : -1}
              className={styles.date}
              onClick={() => setActive(i)}
            >
              {r.date}
            </button>
          ))}
        </div>
        <button type="button" className={controls.arrow} aria-label="Next step" onClick={() => go(active + 1)}>
          ›
        </button>
      </div>
      {SYNTHIA_ROADMAP.map((r, i) => (
        <div key={r.date} id={`roadmap-panel-${i}`} role="tabpanel" aria-labelledby={`roadmap-tab-${i}`} hidden={i !== active} className={styles.step}>
          <h3>{r.name}</h3>
          <p>{r.text}</p>
        </div>
      ))}
    </section>
  );
}

'use client';

import { useState, type KeyboardEvent } from 'react';
import type { SYNTHIA_ROADMAP } from '@/lib/drops/synthia/roadmap';
import styles from './synthia.module.css';
import controls from '../app-controls.module.css';

/** The roadmap slider (collections §2); every step is in the HTML, and comes as a prop rather than in the script. */
export function Roadmap({ steps }: { steps: typeof SYNTHIA_ROADMAP }) {
  const [active, setActive] = useState(0);
  const go = (i: number) => setActive((i + steps.length) % steps.length);
  const onKey = (e: KeyboardEvent) => {
    if (e.key === 'ArrowRight') go(active + 1);
    else if (e.key === 'ArrowLeft') go(active - 1);
    else return;
    e.preventDefault();
    document.getElementById(`roadmap-tab-${(active + (e.key === 'ArrowRight' ? 1 : steps.length - 1)) % steps.length}`)?.focus();
  };
  return (
    <section aria-labelledby="roadmap-title" className={styles.roadmap}>
      <h2 id="roadmap-title">Roadmap</h2>
      <div className={styles.roadmapNav}>
        <button type="button" className={controls.arrow} aria-label="Previous step" onClick={() => go(active - 1)}>
          ‹
        </button>
        <div role="tablist" aria-label="Roadmap" className={styles.dates} onKeyDown={onKey}>
          {steps.map((r, i) => (
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
      {steps.map((r, i) => (
        <div key={r.date} id={`roadmap-panel-${i}`} role="tabpanel" aria-labelledby={`roadmap-tab-${i}`} hidden={i !== active} className={styles.step}>
          <h3>{r.name}</h3>
          <p>{r.text}</p>
        </div>
      ))}
    </section>
  );
}

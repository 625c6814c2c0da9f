'use client';

import { useState, useSyncExternalStore, type ReactNode } from 'react';
import { useChainNow } from '@/components/ui/use-now';
import { countdown, countdownNote, formatCountdown } from '@/lib/time/countdown';
import { CountdownNote } from '@/components/ui/countdown-note';
import { COUNTDOWN_LABELS, COUNTDOWN_STATES as STATE } from '@/lib/drops/layers/messages';
import { countdownTarget, layersPhase, type Windows } from '@/lib/drops/layers/rules';
import { LayersPanel } from './layers-panel';
import type { LayersView } from './types';
import styles from './layers.module.css';

const VIEWS: ReadonlyArray<{ key: LayersView; label: string }> = [
  { key: 'whatis', label: 'What Is' },
  { key: 'revealing', label: 'Revealing' },
  { key: 'staking', label: 'Staking' },
  { key: 'burning', label: 'Burning' },
];
/** The stored view (collections §2); burning by default. */
export const VIEW_STORAGE_KEY = 'layers-view';
const DEFAULT_VIEW: LayersView = 'burning';
const noSubscription = () => () => {};
function readStoredView(): LayersView | null {
  const stored = window.localStorage.getItem(VIEW_STORAGE_KEY);
  return VIEWS.some((v) => v.key === stored) ? (stored as LayersView) : null;
}

/** The burning countdown (collections §2, §4); "BURN ENDED" after. */
export function LayersCountdown({ windows, renderedAt }: { windows: Windows; renderedAt: string }) {
  const now = useChainNow(new Date(renderedAt));
  const phase = layersPhase(Math.floor(now.getTime() / 1000), windows);
  const target = countdownTarget(phase, windows);
  const left = target === null ? null : countdown(new Date(target * 1000), now);
  return (
    <>
      <CountdownNote text={countdownNote(left, COUNTDOWN_LABELS[phase].replace(/:$/, ''), STATE[phase])} />
      <p className={styles.countdown} role="timer" aria-live="off">
        <span>{COUNTDOWN_LABELS[phase]}</span> {left && <strong>{formatCountdown(left)}</strong>}
      </p>
    </>
  );
}

type Props = {
  sections: Record<LayersView, ReactNode>;
  faq: ReactNode;
  team: ReactNode;
  newsletter: ReactNode;
  windows: Windows;
  traits: Record<string, Record<string, number>> | null;
  renderedAt: string;
};

/** The five views (collections §2), all in the server HTML; the choice is kept in the browser. */
export function LayersViews({ sections, faq, team, newsletter, windows, traits, renderedAt }: Props) {
  // The server renders the default; the stored view applies once in the browser.
  const stored = useSyncExternalStore(noSubscription, readStoredView, () => null);
  const [chosen, setChosen] = useState<LayersView | null>(null);
  const view = chosen ?? stored ?? DEFAULT_VIEW;
  const choose = (next: LayersView) => {
    setChosen(next);
    window.localStorage.setItem(VIEW_STORAGE_KEY, next);
  };
  return (
    <div className={styles.views}>
      <nav aria-label="LAYERS" className={styles.viewNav}>
        {VIEWS.map((v) => (
          <button key={v.key} type="button" aria-pressed={view === v.key} className={styles.viewButton} onClick={() => choose(v.key)}>
            {v.label}
          </button>
        ))}
        <button type="button" className={styles.viewButton} disabled>
          Printing
        </button>
      </nav>
      {view === 'burning' && <LayersCountdown windows={windows} renderedAt={renderedAt} />}
      {VIEWS.map((v) => (
        <section key={v.key} aria-label={v.label} hidden={view !== v.key} className={styles.section}>
          {sections[v.key]}
        </section>
      ))}
      {view !== 'whatis' && <LayersPanel view={view} traits={traits} windows={windows} renderedAt={renderedAt} />}
      {view !== 'whatis' && faq}
      {view !== 'whatis' && view !== 'burning' && team}
      {view !== 'whatis' && newsletter}
    </div>
  );
}

'use client';

import { useState, type ReactNode } from 'react';
import styles from './profile.module.css';

const TABS = ['All', 'Activity'] as const;

export function ProfileTabs({ panels }: { panels: Record<(typeof TABS)[number], ReactNode> }) {
  const [active, setActive] = useState(0);
  return (
    <div>
      <div role="tablist" aria-label="Profile" className={styles.tabs}>
        {TABS.map((tab, i) => (
          <button
            key={tab}
            id={`tab-${tab}`}
            role="tab"
            type="button"
            aria-selected={i === active}
            aria-controls={`panel-${tab}`}
            tabIndex={i === active ? 0 : -1}
            className={styles.tab}
            onClick={() => setActive(i)}
            onKeyDown={(e) => {
              if (e.key === 'ArrowRight' || e.key === 'ArrowLeft') {
                const next = (i + (e.key === 'ArrowRight' ? 1 : TABS.length - 1)) % TABS.length;
                setActive(next);
                document.getElementById(`tab-${TABS[next]}`)?.focus();
              }
            }}
          >
            {tab}
          </button>
        ))}
      </div>
      {TABS.map((tab, i) => (
        <div key={tab} id={`panel-${tab}`} role="tabpanel" aria-labelledby={`tab-${tab}`} hidden={i !== active} className={styles.panel}>
          {panels[tab]}
        </div>
      ))}
    </div>
  );
}

'use client';

import { useId, useMemo, useState, type ReactNode } from 'react';
import { EmptyData } from '@/components/ui/empty-data';
import { artistFilters, DEFAULT_GALLERY_VIEW, GALLERY_SORTS, viewGallery, type GalleryEntry, type GallerySort, type GalleryView } from '@/lib/profile/gallery';
import styles from './gallery.module.css';

/** Cards are server-rendered and passed in by id; this island only picks which show, where. Without JavaScript all show. */
export function OwnedGallery({ entries, cards, note }: { entries: GalleryEntry[]; cards: Record<string, ReactNode>; note?: ReactNode }) {
  const [view, setView] = useState<GalleryView>(DEFAULT_GALLERY_VIEW);
  const filters = useMemo(() => artistFilters(entries), [entries]);
  const groups = useMemo(() => viewGallery(entries, view), [entries, view]);
  const sortId = useId();
  return (
    <section aria-label="Collection" className={styles.gallery}>
      <div className={styles.controls}>
        <div role="group" aria-label="Filter by artist" className={styles.filters}>
          {filters.map((f) => (
            <button
              key={f.value}
              type="button"
              aria-pressed={view.artist === f.value}
              className={styles.filter}
              onClick={() => setView((v) => ({ ...v, artist: f.value }))}
            >
              {f.label}
            </button>
          ))}
        </div>
        <input
          type="search"
          className={styles.search}
          placeholder="Search collection"
          aria-label="Search collection"
          value={view.search}
          maxLength={100}
          onChange={(e) => setView((v) => ({ ...v, search: e.target.value }))}
        />
        <label htmlFor={sortId} className={styles.sortLabel}>
          Sort by
        </label>
        <select id={sortId} className={styles.sort} value={view.sort} onChange={(e) => setView((v) => ({ ...v, sort: e.target.value as GallerySort }))}>
          {GALLERY_SORTS.map((s) => (
            <option key={s.value} value={s.value}>
              {s.label}
            </option>
          ))}
        </select>
      </div>
      {note}
      {groups.length === 0 ? (
        <EmptyData />
      ) : (
        groups.map((g) => (
          <section key={g.kind} aria-labelledby={`owned-${g.kind}`} className={styles.group}>
            <h3 id={`owned-${g.kind}`} className={styles.heading}>
              {g.heading} <span className={styles.count}>({g.entries.length})</span>
            </h3>
            <ul className={styles.grid}>
              {g.entries.map((e) => (
                <li key={e.id}>{cards[e.id]}</li>
              ))}
            </ul>
          </section>
        ))
      )}
    </section>
  );
}

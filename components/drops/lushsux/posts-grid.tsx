'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import type { PostCardData } from '@/lib/drops/lushsux/posts';
import { api } from '@/lib/client/api';
import { LUSHSUX_MESSAGES as M } from '@/lib/drops/lushsux/messages';
import {
  POST_CATEGORIES,
  POST_CONTENT_TAGS,
  POST_SORTS,
  POST_SORT_LABELS,
  POST_TYPES,
  POSTS_SCROLL_THRESHOLD_PX,
  parsePostsView,
  postsViewQuery,
  samePostsView,
  type PostsView,
} from '@/lib/drops/lushsux/posts';
import { EmptyData } from '@/components/ui/empty-data';
import { PostCard } from './post-card';
import styles from './lushsux.module.css';

type Slice = { items: PostCardData[]; total: number; hasNextPage: boolean };
type Props = { initial: Slice | null; initialView: PostsView };

function apiPath(view: PostsView, loaded: number): string {
  const q = postsViewQuery(view);
  return `/api/posts${q ? `${q}&` : '?'}loaded=${loaded}`;
}

/** The Posts grid (drop-pages §2, §4, §9); the view lives in the URL. */
export function PostsGrid({ initial, initialView }: Props) {
  const [view, setView] = useState(initialView);
  const [slice, setSlice] = useState<Slice>(initial ?? { items: [], total: 0, hasNextPage: true });
  const [status, setStatus] = useState<'idle' | 'loading' | 'error'>(initial ? 'idle' : 'error');
  // The latest request wins: an answer for an older view or count is dropped.
  const request = useRef(0);

  const load = useCallback(async (next: PostsView, from: Slice | null) => {
    const id = ++request.current;
    setStatus('loading');
    const res = await api<Slice>(apiPath(next, from?.items.length ?? 0));
    if (id !== request.current) return;
    if (!res.ok) {
      console.error('[posts] load failed:', res.error);
      setStatus('error');
      return;
    }
    // A platform whose sort is not stable may repeat a post across pages: each shows once.
    setSlice(from ? { ...res.data, items: [...from.items, ...res.data.items.filter((p) => !from.items.some((q) => q.key === p.key))] } : res.data);
    setStatus('idle');
  }, []);

  // The view the URL handler compares with, as the last render or change left it.
  const shown = useRef(initialView);
  const show = useCallback(
    (next: PostsView) => {
      shown.current = next;
      setView(next);
      setSlice({ items: [], total: 0, hasNextPage: true });
      void load(next, null);
    },
    [load],
  );

  // Shared links and back/forward: the URL is the view.
  useEffect(() => {
    const fromUrl = () => {
      const next = parsePostsView(new URLSearchParams(window.location.search));
      if (!samePostsView(shown.current, next)) show(next);
    };
    fromUrl();
    window.addEventListener('popstate', fromUrl);
    return () => window.removeEventListener('popstate', fromUrl);
  }, [show]);

  const change = (patch: Partial<PostsView>) => {
    // A choice this render already shows is none (one made before hydration, replayed after React took it).
    if (samePostsView({ ...view, ...patch }, view)) return;
    // From the view last shown, not this render's: two choices before a render both count.
    const next = { ...shown.current, ...patch };
    if (samePostsView(next, shown.current)) return;
    // Not history.state: Next's own marker in it would keep its router from learning the URL, and the
    // router would write back the one it knows at its next commit.
    window.history.pushState(null, '', `${window.location.pathname}${postsViewQuery(next)}#posts`);
    show(next);
  };

  const loadMore = useCallback(() => {
    // An observer callback from before a change of view (a shared link's, on mount) must not load the old one.
    if (status !== 'idle' || !slice.hasNextPage || !samePostsView(view, shown.current)) return;
    void load(view, slice);
  }, [status, slice, view, load]);

  const sentinel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = sentinel.current;
    if (!el) return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && loadMore(), {
      rootMargin: `0px 0px ${POSTS_SCROLL_THRESHOLD_PX}px 0px`,
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [loadMore]);

  const retry = () => void load(view, slice.items.length ? slice : null);
  const empty = status === 'idle' && slice.items.length === 0;

  return (
    <div>
      <form className={styles.controls} aria-label="Sort and filter the posts" onSubmit={(e) => e.preventDefault()}>
        <label>
          Sort by
          <select value={view.sort} onChange={(e) => change({ sort: e.target.value as PostsView['sort'] })}>
            {POST_SORTS.map((s) => (
              <option key={s} value={s}>
                {POST_SORT_LABELS[s]}
              </option>
            ))}
          </select>
        </label>
        <label>
          Order
          <select value={view.order} onChange={(e) => change({ order: e.target.value as PostsView['order'] })}>
            <option value="desc">Descending</option>
            <option value="asc">Ascending</option>
          </select>
        </label>
        <Filter label="Type" value={view.type} options={POST_TYPES} onChange={(type) => change({ type: type as PostsView['type'] })} />
        <Filter
          label="Category"
          value={view.category}
          options={POST_CATEGORIES}
          onChange={(category) => change({ category: category as PostsView['category'] })}
        />
        <Filter label="Content" value={view.content} options={POST_CONTENT_TAGS} onChange={(content) => change({ content: content as PostsView['content'] })} />
      </form>
      <p className={styles.count} aria-live="polite">
        {status === 'loading' && slice.items.length === 0 ? 'Loading...' : `${slice.items.length} of ${slice.total} posts`}
      </p>
      {empty ? (
        <EmptyData />
      ) : (
        <ul className={styles.grid} aria-busy={status === 'loading'} data-testid="posts-grid">
          {slice.items.map((p) => (
            <PostCard key={p.key} post={p} />
          ))}
        </ul>
      )}
      <div ref={sentinel} aria-hidden="true" />
      {status === 'error' && (
        <p role="alert" className={styles.error}>
          {M.loadFailed}{' '}
          <button type="button" onClick={retry}>
            {M.retry}
          </button>
        </p>
      )}
      {status !== 'error' && slice.hasNextPage && slice.items.length > 0 && (
        <button type="button" className={styles.more} onClick={loadMore} disabled={status === 'loading'}>
          {status === 'loading' ? 'Loading...' : 'Load more'}
        </button>
      )}
    </div>
  );
}

function Filter({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string | null;
  options: readonly string[];
  onChange: (v: string | null) => void;
}) {
  return (
    <label>
      {label}
      <select value={value ?? ''} onChange={(e) => onChange(e.target.value || null)}>
        <option value="">All</option>
        {options.map((o) => (
          <option key={o} value={o}>
            {o}
          </option>
        ))}
      </select>
    </label>
  );
}

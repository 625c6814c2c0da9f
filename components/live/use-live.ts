'use client';

import { useEffect, useSyncExternalStore } from 'react';
import { fromLiveFigures, touches } from '@/lib/live/wire';

type Figures = Record<string, unknown>;
type Pushed = { topic: string; figures: Figures };

/** How often a browser that cannot keep the stream asks for the figures instead. */
const FALLBACK_POLL_MS = 3000;
/** Drops in a row before the stream is given up for polling: a proxy that cuts it. */
const STREAM_TRIES = 5;
/** Asks before a polling page tries the stream again (a refusal during a deploy is not for ever). */
const POLLS_BEFORE_RETRY = 20;

/** One stream per page for every live figure on it (app/api/live): opened with the topics in use, reopened when one is added. */
const figures = new Map<string, Figures>();
const wanted = new Map<string, number>();
const listeners = new Set<() => void>();
let source: EventSource | null = null;
let poller: ReturnType<typeof setTimeout> | undefined;
let openedFor = '';
let failures = 0;
let polls = 0;
let connected = true;

const notify = () => listeners.forEach((l) => l());

function take({ topic, figures: next }: Pushed): void {
  // An offline mark replaces the figures: while the node does not answer, a page shows what a failed read shows.
  figures.set(topic, next);
}

function setConnected(next: boolean): void {
  if (next === connected) return;
  connected = next;
  notify();
}

function poll(topics: string): void {
  clearTimeout(poller);
  void fetch(`/api/live?topics=${encodeURIComponent(topics)}`, { headers: { accept: 'application/json' } })
    .then(async (res) => {
      if (!res.ok) throw new Error(String(res.status));
      ((await res.json()) as { events: Pushed[] }).events.forEach(take);
      connected = true;
      notify();
    })
    .catch(() => setConnected(false))
    .finally(() => {
      if (openedFor !== topics) return;
      if (typeof EventSource !== 'undefined' && ++polls >= POLLS_BEFORE_RETRY) {
        polls = 0;
        failures = 0;
        openedFor = '';
        return connect();
      }
      poller = setTimeout(() => poll(topics), FALLBACK_POLL_MS);
    });
}

function connect(): void {
  const topics = [...wanted.keys()].sort().join(',');
  if (topics === openedFor) return;
  source?.close();
  source = null;
  clearTimeout(poller);
  openedFor = topics;
  if (!topics) return;
  if (typeof EventSource === 'undefined' || failures >= STREAM_TRIES) return poll(topics);
  const stream = new EventSource(`/api/live?topics=${encodeURIComponent(topics)}`);
  stream.onopen = () => {
    failures = 0;
    setConnected(true);
  };
  stream.onmessage = (message: MessageEvent<string>) => {
    failures = 0;
    take(JSON.parse(message.data) as Pushed);
    notify();
  };
  // EventSource reconnects by itself with Last-Event-ID after a drop.
  stream.onerror = () => {
    failures++;
    setConnected(false);
    if (source !== stream) return;
    // Refused (429, or any answer but the stream), or failing again and again: the figures are asked for instead.
    if (failures >= STREAM_TRIES || stream.readyState === EventSource.CLOSED) {
      failures = STREAM_TRIES;
      stream.close();
      openedFor = '';
      connect();
    }
  };
  source = stream;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The latest figures of `topic` the server pushed; null until the first arrives (show the server's render meanwhile). */
export function useLiveFigures(topic: string | null): Figures | null {
  useEffect(() => {
    if (!topic) return;
    wanted.set(topic, (wanted.get(topic) ?? 0) + 1);
    connect();
    return () => {
      const left = (wanted.get(topic) ?? 1) - 1;
      if (left > 0) wanted.set(topic, left);
      else wanted.delete(topic);
      connect();
    };
  }, [topic]);
  return useSyncExternalStore(
    subscribe,
    () => (topic ? (figures.get(topic) ?? null) : null),
    () => null,
  );
}

/** false while the page has lost the server's stream (or its polls fail): its figures may be old. */
export function useLiveConnected(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => connected,
    () => true,
  );
}

/**
 * A mint panel's public figures as the server's watch pushes them (`like`: the server's, for their
 * names and kinds): `figures` null before the first push or under an offline mark (show the panel's
 * own read or the server's render); `concerns`, for `usePanelChain(…, { pushed })`, the push while
 * it names `wallet`, so its own figures are read again then and never on a timer.
 */
export function useLiveMint<F extends Record<string, bigint | boolean | string>>(topic: string | null, like: F, wallet: string | undefined) {
  const live = useLiveFigures(topic);
  return { figures: fromLiveFigures(live, like), concerns: touches(live, wallet) ? live : null };
}

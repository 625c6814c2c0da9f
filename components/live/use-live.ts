'use client';

import { useEffect, useSyncExternalStore } from 'react';

type Figures = Record<string, string | boolean>;

/** One stream per page for every live figure on it (app/api/live): opened with the topics in use, reopened when one is added. */
const figures = new Map<string, Figures>();
const wanted = new Map<string, number>();
const listeners = new Set<() => void>();
let source: EventSource | null = null;
let openedFor = '';
let failures = 0;

function connect(): void {
  const topics = [...wanted.keys()].sort().join(',');
  if (topics === openedFor) return;
  source?.close();
  source = null;
  openedFor = topics;
  // A browser without EventSource, or a stream refused again and again, keeps the figures it has.
  if (!topics || typeof EventSource === 'undefined' || failures > 5) return;
  const stream = new EventSource(`/api/live?topics=${encodeURIComponent(topics)}`);
  stream.onmessage = (message: MessageEvent<string>) => {
    failures = 0;
    const { topic, figures: next } = JSON.parse(message.data) as { topic: string; figures: Figures };
    figures.set(topic, next);
    listeners.forEach((l) => l());
  };
  // EventSource reconnects by itself with Last-Event-ID; a refusal (429, 400) closes it for good.
  stream.onerror = () => {
    failures++;
    if (stream.readyState === EventSource.CLOSED && source === stream) openedFor = '';
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

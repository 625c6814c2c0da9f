'use client';

import type { ReactNode } from 'react';

/**
 * The wallet islands of the page (issue 28: one wallet provider per page). An island is a place in
 * the page (its container) and what renders there; the page's one wallet host (wallet-host.tsx)
 * renders each into its container through a portal, inside the one set of providers. So a clock
 * that re-renders an island re-renders only its content, never the providers (wagmi reconnected on
 * every render of its provider). Importing this module costs nothing of the wallet stack.
 */
export type Island = { id: string; container: Element; content: ReactNode };

let islands: readonly Island[] = [];
/** Islands whose content the host has put in the page (the stand-in can go). */
const live = new Set<string>();
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

/** Adds an island, or gives one its new content in place (the page's order is kept). */
export function putIsland(island: Island): void {
  const at = islands.findIndex((i) => i.id === island.id);
  islands = at === -1 ? [...islands, island] : islands.map((i, n) => (n === at ? island : i));
  notify();
}

export function removeIsland(id: string): void {
  live.delete(id);
  if (!islands.some((i) => i.id === id)) return;
  islands = islands.filter((i) => i.id !== id);
  notify();
}

export function subscribeIslands(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const getIslands = (): readonly Island[] => islands;

/** The host committed the island's content to the page. */
export function markIslandLive(id: string): void {
  if (live.has(id) || !islands.some((i) => i.id === id)) return;
  live.add(id);
  notify();
}

export const isIslandLive = (id: string): boolean => live.has(id);

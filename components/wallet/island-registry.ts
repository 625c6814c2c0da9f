'use client';

import type { ReactNode } from 'react';

/** The page's wallet islands, rendered by the one wallet host through portals (issue 28). */
export type Island = { id: string; container: Element; content: ReactNode };

let islands: readonly Island[] = [];
const live = new Set<string>();
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

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

export function markIslandLive(id: string): void {
  if (live.has(id) || !islands.some((i) => i.id === id)) return;
  live.add(id);
  notify();
}

export const isIslandLive = (id: string): boolean => live.has(id);

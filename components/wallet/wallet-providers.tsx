'use client';

import { useContext, useId, useLayoutEffect, useRef, useSyncExternalStore, type ReactNode } from 'react';
import { isIslandLive, putIsland, removeIsland, subscribeIslands } from './island-registry';
import { IslandShown } from './island-slot';
import { requestWalletStack } from './wallet-stack';
import styles from './wallet-island.module.css';

/**
 * A wallet island: its content renders here, inside the page's one wallet stack (wallet-host.tsx),
 * through a portal. The content is handed over in a layout effect, so the host renders it before
 * the browser paints; once the host has committed it, the slot's stand-in goes in the same frame
 * (island-slot.tsx). Importing this module costs nothing of the stack; rendering it asks for the
 * stack (the host mounts when it is there).
 */
export function WalletProviders({ children }: { children: ReactNode }) {
  const id = useId();
  const place = useRef<HTMLDivElement>(null);
  const shown = useContext(IslandShown);
  const live = useSyncExternalStore(
    subscribeIslands,
    () => isIslandLive(id),
    () => false,
  );
  useLayoutEffect(() => {
    putIsland({ id, container: place.current!, content: children });
  }, [id, children]);
  useLayoutEffect(() => {
    requestWalletStack();
    return () => removeIsland(id);
  }, [id]);
  useLayoutEffect(() => {
    if (live) shown?.(true);
  }, [live, shown]);
  return <div ref={place} className={styles.island} />;
}

'use client';

import { useContext, useId, useLayoutEffect, useRef, useSyncExternalStore, type ComponentType, type ReactNode } from 'react';
import { isIslandLive, putIsland, removeIsland, subscribeIslands } from './island-registry';
import { IslandShown } from './island-swap';
import { requestWalletStack } from './wallet-stack';
import styles from './wallet-island.module.css';

/** Hands the content to the wallet host in a layout effect, so it renders before paint. */
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

export function liveIsland<P extends object>(Island: ComponentType<P>) {
  function Live(props: P) {
    return (
      <WalletProviders>
        <Island {...props} />
      </WalletProviders>
    );
  }
  Live.displayName = `Live(${Island.displayName ?? Island.name})`;
  return Live;
}

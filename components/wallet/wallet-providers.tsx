'use client';

import { useContext, useId, useLayoutEffect, useRef, useSyncExternalStore, type ComponentType, type ReactNode } from 'react';
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

/**
 * A live island's default export: the island's component inside the wallet providers. The live
 * file (`<name>-live.tsx`) ends with `export default liveIsland(Mint)`; its island file loads it
 * (create-wallet-island.tsx), so the providers mount only once the live code is there.
 */
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

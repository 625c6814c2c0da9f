'use client';

import { useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import { putIsland, removeIsland } from './island-registry';
import { requestWalletStack } from './wallet-stack';
import styles from './wallet-island.module.css';

/**
 * A wallet island: its content renders here, inside the page's one wallet stack (wallet-host.tsx),
 * through a portal. The content is handed over in a layout effect, so the host renders it before
 * the browser paints. Importing this module costs nothing of the stack; rendering it asks for the
 * stack (the host mounts when it is there).
 */
export function WalletProviders({ children }: { children: ReactNode }) {
  const id = useId();
  const place = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    putIsland({ id, container: place.current!, content: children });
  }, [id, children]);
  useLayoutEffect(() => {
    requestWalletStack();
    return () => removeIsland(id);
  }, [id]);
  return <div ref={place} className={styles.island} />;
}

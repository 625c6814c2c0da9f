'use client';

import { createContext, type MouseEventHandler, type ReactNode, type RefObject } from 'react';
import { useIslandsLive } from './wallet-stack';
import styles from './wallet-island.module.css';

export const IslandShown = createContext<((shown: boolean) => void) | null>(null);

type Props = {
  shown: boolean;
  setShown: (shown: boolean) => void;
  standIn: ReactNode;
  children: ReactNode;
  standInBox?: RefObject<HTMLDivElement | null>;
  liveBox?: RefObject<HTMLDivElement | null>;
  onStandInClick?: MouseEventHandler;
};

/** The stand-in stays, the same element, until the wallet host has committed the live island (issue 28). */
export function IslandSwap({ shown, setShown, standIn, children, standInBox, liveBox, onStandInClick }: Props) {
  return (
    <IslandShown.Provider value={setShown}>
      {!shown && (
        <div ref={standInBox} className={styles.island} onClickCapture={onStandInClick}>
          {standIn}
        </div>
      )}
      {useIslandsLive() && (
        <div ref={liveBox} className={styles.island} hidden={!shown}>
          {children}
        </div>
      )}
    </IslandShown.Provider>
  );
}

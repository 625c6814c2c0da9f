'use client';

import { createContext, useEffect, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { requestWalletStack, useReturningWallet, useWalletSettled, useWalletStack } from './wallet-stack';
import styles from './wallet-island.module.css';

/** Set by IslandSlot: the live island inside tells it when its content is in the page. */
export const IslandShown = createContext<((shown: boolean) => void) | null>(null);

/** A press held on the stand-in: which of its buttons, by place and text. */
type HeldPress = { index: number; text: string };

/**
 * A wallet island's place (issue 28: nothing a visitor does is lost). The stand-in (the server's
 * figures and a connect button, rendered without the wallet stack) stays in the page, the same
 * element, until the live island's content is committed by the wallet host: never a moment with
 * neither. The live island (a next/dynamic component with no loading view) is rendered once the
 * stack is asked for.
 *
 * A visitor whose wallet is remembered (connected last time) gets the live island at idle; a
 * button pressed on the stand-in before it is there would ask to connect a wallet that is already
 * connected, and be lost. So that press is held: once the live island is in the page and the wallet
 * has settled, the live button at the same place with the same text is pressed (never a disabled
 * one, never another). Links on the stand-in work as they are.
 */
export function IslandSlot({ standIn, children }: { standIn: ReactNode; children: ReactNode }) {
  const requested = useWalletStack();
  const returning = useReturningWallet();
  const settled = useWalletSettled();
  const [shown, setShown] = useState(false);
  const held = useRef<HeldPress | null>(null);
  const standInBox = useRef<HTMLDivElement>(null);
  const liveBox = useRef<HTMLDivElement>(null);

  const holdPress = (event: MouseEvent) => {
    const box = standInBox.current;
    const button = (event.target as Element).closest('button');
    if (returning !== true || !box || !button || !box.contains(button)) return;
    event.preventDefault();
    event.stopPropagation();
    held.current = { index: [...box.querySelectorAll('button')].indexOf(button), text: button.textContent ?? '' };
    requestWalletStack();
  };

  useEffect(() => {
    const press = held.current;
    if (!shown || !settled || !press) return;
    held.current = null;
    const target = liveBox.current?.querySelectorAll('button')[press.index];
    if (target && !target.disabled && target.textContent === press.text) target.click();
  }, [shown, settled]);

  return (
    <IslandShown.Provider value={setShown}>
      {!shown && (
        <div ref={standInBox} className={styles.island} onClickCapture={holdPress}>
          {standIn}
        </div>
      )}
      {requested && (
        <div ref={liveBox} className={styles.island}>
          {children}
        </div>
      )}
    </IslandShown.Provider>
  );
}

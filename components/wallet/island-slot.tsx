'use client';

import { createContext, useEffect, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { walletWasConnected } from '@/lib/wallet/remembered';
import { requestWalletStack, useWalletSettled, useWalletStack } from './wallet-stack';
import styles from './wallet-island.module.css';

/** Set by IslandSlot: the live island inside tells it when its content is in the page. */
export const IslandShown = createContext<((shown: boolean) => void) | null>(null);

/** How long a held press waits for its live button to be pressable. */
const HELD_PRESS_MS = 10_000;

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
 * one, never another; a live button still reading is waited for, up to 10 s). A stand-in button
 * waiting as Loading (PanelButton) is held by the label it had (`data-label`): the visitor aimed at
 * the server's enabled button. Links on the stand-in work as they are.
 */
export function IslandSlot({ standIn, children }: { standIn: ReactNode; children: ReactNode }) {
  const requested = useWalletStack();
  const settled = useWalletSettled();
  const [shown, setShown] = useState(false);
  const held = useRef<HeldPress | null>(null);
  const standInBox = useRef<HTMLDivElement>(null);
  const liveBox = useRef<HTMLDivElement>(null);

  // Whether the wallet is a returning one is read at the press, not from the render: a press the
  // early-actions script takes right after hydration comes before the render that knows.
  const holdPress = (event: MouseEvent) => {
    const box = standInBox.current;
    const button = (event.target as Element).closest('button');
    if (!box || !button || !box.contains(button) || !walletWasConnected(window.localStorage)) return;
    event.preventDefault();
    event.stopPropagation();
    // A button waiting as Loading keeps, in data-label, what it said when the visitor aimed at it.
    held.current = { index: [...box.querySelectorAll('button')].indexOf(button), text: button.dataset.label ?? button.textContent ?? '' };
    requestWalletStack();
  };

  // The live button may still be reading (a disabled Loading): the press waits for it, a while.
  useEffect(() => {
    const box = liveBox.current;
    if (!shown || !settled || !held.current || !box) return;
    const take = () => {
      const press = held.current;
      const target = press && box.querySelectorAll('button')[press.index];
      if (!press || !target || target.disabled || target.getAttribute('aria-disabled') === 'true') return;
      held.current = null;
      observer.disconnect();
      if (target.textContent === press.text) target.click();
    };
    const observer = new MutationObserver(take);
    observer.observe(box, { subtree: true, childList: true, characterData: true, attributes: true });
    const giveUp = setTimeout(() => {
      held.current = null;
      observer.disconnect();
    }, HELD_PRESS_MS);
    take();
    return () => {
      observer.disconnect();
      clearTimeout(giveUp);
    };
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

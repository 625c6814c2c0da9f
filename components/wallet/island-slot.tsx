'use client';

import { useCallback, useEffect, useRef, useState, type MouseEvent, type ReactNode, type RefObject } from 'react';
import { walletWasConnected } from '@/lib/wallet/remembered';
import { IslandSwap } from './island-swap';
import { requestWalletStack, useWalletSettled } from './wallet-stack';

const HELD_PRESS_MS = 10_000;

type HeldPress = { index: number; text: string };

/** A swap while the stand-in is pressed down sends the click to neither button: it waits until the press is over, whatever ends it. */
function showAfterPress(standIn: RefObject<HTMLDivElement | null>, set: (shown: boolean) => void, shown: boolean) {
  if (shown && standIn.current?.matches(':active')) setTimeout(showAfterPress, 50, standIn, set, shown);
  else set(shown);
}

/** A returning wallet's press on the stand-in is held for the same live button (issue 28). */
export function IslandSlot({ standIn, children }: { standIn: ReactNode; children: ReactNode }) {
  const settled = useWalletSettled();
  const [shown, setShownNow] = useState(false);
  const standInBox = useRef<HTMLDivElement>(null);
  const setShown = useCallback((next: boolean) => showAfterPress(standInBox, setShownNow, next), []);
  const held = useRef<HeldPress | null>(null);
  const liveBox = useRef<HTMLDivElement>(null);

  // Read at the press: the early-actions script may replay one before the render that knows.
  const holdPress = (event: MouseEvent) => {
    const box = standInBox.current;
    const button = (event.target as Element).closest('button');
    if (!box || !button || !box.contains(button) || !walletWasConnected(window.localStorage)) return;
    event.preventDefault();
    event.stopPropagation();
    held.current = { index: [...box.querySelectorAll('button')].indexOf(button), text: button.dataset.label ?? button.textContent ?? '' };
    requestWalletStack();
  };

  useEffect(() => {
    const box = liveBox.current;
    if (!shown || !settled || !held.current || !box) return;
    const take = () => {
      const press = held.current;
      const target = press && box.querySelectorAll('button')[press.index];
      // A label still settling (Loading) is waited for, up to HELD_PRESS_MS, not taken as another button.
      if (!press || !target || target.disabled || target.getAttribute('aria-disabled') === 'true' || target.textContent !== press.text) return;
      held.current = null;
      observer.disconnect();
      target.click();
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
    <IslandSwap shown={shown} setShown={setShown} standIn={standIn} standInBox={standInBox} liveBox={liveBox} onStandInClick={holdPress}>
      {children}
    </IslandSwap>
  );
}

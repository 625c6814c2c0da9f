'use client';

import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react';
import { useWatchContractEvent } from 'wagmi';
import type { ChainCall } from '@/lib/chain/read';
import { publicConfig } from '@/lib/config/public';
import { EVENT_POLLING_MS } from '@/lib/constants';

function onVisibility(changed: () => void) {
  document.addEventListener('visibilitychange', changed);
  return () => document.removeEventListener('visibilitychange', changed);
}

/** Calls `changed` when the contract of `call` emits any event (a mint, a transfer), so figures move without waiting for the poll. */
export function useContractEvents(call: ChainCall | null, changed: () => void, enabled = true) {
  const latest = useRef(changed);
  useEffect(() => {
    latest.current = changed;
  });
  // One subscription for the panel's life: a new callback each render would open a new filter each time.
  const onLogs = useCallback(() => latest.current(), []);
  // A tab in the background asks the node nothing; back in view, it reads what it missed at once.
  const visible = useSyncExternalStore(
    onVisibility,
    () => document.visibilityState !== 'hidden',
    () => true,
  );
  const wasVisible = useRef(visible);
  useEffect(() => {
    if (visible && !wasVisible.current) latest.current();
    wasVisible.current = visible;
  }, [visible]);
  useWatchContractEvent({
    address: call?.address,
    abi: call?.abi,
    chainId: publicConfig.chain.id,
    enabled: enabled && visible && call !== null,
    pollingInterval: EVENT_POLLING_MS,
    onLogs,
  });
}

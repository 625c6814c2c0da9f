'use client';

import { useEffect, useState } from 'react';
import { Toaster } from 'sonner';
import { TOAST_DURATION_MS } from '@/lib/constants';

/** In mount order; the next takes over when the first unmounts. */
const candidates: Array<() => void> = [];
const notify = () => candidates.forEach((update) => update());

export function SingleToaster() {
  const [, rerender] = useState(0);
  const [update] = useState(() => () => rerender((n) => n + 1));
  useEffect(() => {
    candidates.push(update);
    notify();
    return () => {
      candidates.splice(candidates.indexOf(update), 1);
      notify();
    };
  }, [update]);
  return candidates[0] === update ? <Toaster position="bottom-left" duration={TOAST_DURATION_MS} richColors closeButton /> : null;
}

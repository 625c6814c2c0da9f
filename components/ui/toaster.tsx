'use client';

import { useEffect, useState } from 'react';
import { Toaster } from 'sonner';
import { TOAST_DURATION_MS } from '@/lib/constants';

let owner: symbol | null = null;

/** The one toaster (bottom-left, 3 s) however many wallet islands mount it: the first claims it. */
export function SingleToaster() {
  const [me] = useState(() => Symbol('toaster'));
  const [show, setShow] = useState(false);
  useEffect(() => {
    if (owner) return;
    owner = me;
    setShow(true);
    return () => {
      if (owner === me) owner = null;
    };
  }, [me]);
  return show ? <Toaster position="bottom-left" duration={TOAST_DURATION_MS} richColors closeButton /> : null;
}

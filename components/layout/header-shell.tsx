'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';
import { HEADER_SCROLL_THRESHOLD_PX, HEADER_SCROLL_THROTTLE_MS } from '@/lib/constants';
import { headerVisible } from '@/lib/layout/header-visibility';

export function HeaderShell({ className, children }: { className: string; children: ReactNode }) {
  const ref = useRef<HTMLElement>(null);
  const [visible, setVisible] = useState(true);

  useEffect(() => {
    let lastY = window.scrollY;
    let shown = true;
    let last = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const update = () => {
      last = Date.now();
      timer = undefined;
      const y = window.scrollY;
      const next = headerVisible({ lastY, y, headerHeight: ref.current?.offsetHeight ?? 0, visible: shown });
      if (Math.abs(y - lastY) >= HEADER_SCROLL_THRESHOLD_PX || next !== shown) lastY = y;
      if (next !== shown) {
        shown = next;
        setVisible(next);
      }
    };
    // Throttled to 200 ms, with a trailing check so the last movement counts.
    const onScroll = () => {
      if (timer) return;
      const wait = HEADER_SCROLL_THROTTLE_MS - (Date.now() - last);
      timer = setTimeout(update, Math.max(wait, 0));
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (timer) clearTimeout(timer);
    };
  }, []);

  return (
    <header ref={ref} className={className} data-hidden={visible ? undefined : ''} onFocus={() => setVisible(true)}>
      {children}
    </header>
  );
}

'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';
import { HEADER_SCROLL_THRESHOLD_PX, HEADER_SCROLL_THROTTLE_MS } from '@/lib/constants';
import { headerVisible } from '@/lib/layout/header-visibility';

/** The WAI-ARIA disclosure navigation (`data-disclosure` buttons): a press toggles the list; Escape or focus leaving the item closes it. */
function disclose(target: EventTarget, how: 'toggle' | 'escape' | Node | null) {
  const button = (target as Element).closest?.('[data-disclosure-item]')?.querySelector<HTMLElement>('button[data-disclosure]');
  if (!button) return;
  const open = button.getAttribute('aria-expanded') === 'true';
  const pressed = how === 'toggle' && (target as Element).closest('button[data-disclosure]') === button;
  const closing = how !== 'toggle' && open && (how === 'escape' || !button.parentElement!.contains(how));
  if (!pressed && !closing) return;
  button.setAttribute('aria-expanded', String(!open));
  if (how === 'escape') button.focus();
}

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
    <header
      ref={ref}
      className={className}
      data-hidden={visible ? undefined : ''}
      onFocus={() => setVisible(true)}
      onClick={(e) => disclose(e.target, 'toggle')}
      onKeyDown={(e) => e.key === 'Escape' && disclose(e.target, 'escape')}
      onBlur={(e) => disclose(e.target, e.relatedTarget as Node | null)}
    >
      {children}
    </header>
  );
}

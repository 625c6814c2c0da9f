'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { beaconSink } from '@/lib/analytics';
import { onIdle } from '@/lib/browser/idle';

const send = beaconSink(process.env.NEXT_PUBLIC_ANALYTICS_URL);

/** Also scrolls to the top on route change (platform-core §2); web-vitals is imported once idle. */
export function Analytics() {
  const pathname = usePathname();
  const first = useRef(true);

  useEffect(() => {
    if (!first.current) window.scrollTo(0, 0);
    first.current = false;
    send({ type: 'pageview', path: pathname });
  }, [pathname]);

  useEffect(() => {
    if (!process.env.NEXT_PUBLIC_ANALYTICS_URL) return;
    const start = () =>
      import('web-vitals').then(({ onCLS, onINP, onLCP, onFCP, onTTFB }) => {
        const report = (m: { name: string; value: number; id: string; rating?: string }) =>
          send({ type: 'web-vital', name: m.name, value: m.value, id: m.id, rating: m.rating, path: window.location.pathname });
        [onCLS, onINP, onLCP, onFCP, onTTFB].forEach((on) => on(report));
      });
    return onIdle(() => void start(), 3000);
  }, []);

  return null;
}

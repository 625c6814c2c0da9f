'use client';

import dynamic from 'next/dynamic';

/** Own loader: keeps it out of the shared drop route chunk. */
export const BurnLoader = dynamic(() => import('./burn-panel').then((m) => m.BurnPanel));

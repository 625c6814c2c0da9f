'use client';

import dynamic from 'next/dynamic';

/** The burn behind a loader of its own, so the generic drop route's chunk does not carry it to every drop page (server-rendered as ever). */
export const BurnLoader = dynamic(() => import('./burn-island').then((m) => m.BurnIsland));

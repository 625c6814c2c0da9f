'use client';

import dynamic from 'next/dynamic';

/** The founding panel behind a loader of its own, so the generic drop route's chunk does not carry it to every drop page (server-rendered as ever). */
export const FoundingLoader = dynamic(() => import('./founding-island').then((m) => m.FoundingIsland));

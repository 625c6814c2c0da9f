'use client';

import dynamic from 'next/dynamic';

/** The print claim behind a loader of its own, so the generic drop routes' chunk does not carry it to every drop page (server-rendered as ever). */
export const PrintClaimLoader = dynamic(() => import('./print-claim-island').then((m) => m.PrintClaimIsland));

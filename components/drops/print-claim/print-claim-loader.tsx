'use client';

import dynamic from 'next/dynamic';

/** Own loader: keeps it out of the shared drop route chunk. */
export const PrintClaimLoader = dynamic(() => import('./print-claim-island').then((m) => m.PrintClaimIsland));

'use client';

import dynamic from 'next/dynamic';

/** Own loader: keeps it out of the shared drop route chunk. */
export const PrintClaimLoader = dynamic(() => import('./print-claim-panel').then((m) => m.PrintClaimPanel));

'use client';

import dynamic from 'next/dynamic';

/** Own loader: keeps it out of the shared drop route chunk. */
export const FoundingLoader = dynamic(() => import('./founding-panel').then((m) => m.FoundingClaim));

'use client';

import dynamic from 'next/dynamic';

/** Own loader: keeps it out of the shared drop route chunk. */
export const FoundingLoader = dynamic(() => import('./founding-island').then((m) => m.FoundingIsland));

'use client';

import dynamic from 'next/dynamic';

/** Own loader: keeps it out of the shared drop route chunk. */
export const BlackFeatherLoader = dynamic(() => import('./mint-panel').then((m) => m.BlackFeatherMint));

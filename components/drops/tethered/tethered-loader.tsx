'use client';

import dynamic from 'next/dynamic';

/** Own loader: keeps it out of the shared drop route chunk. */
export const TetheredLoader = dynamic(() => import('./tethered-panel').then((m) => m.TetheredMint));

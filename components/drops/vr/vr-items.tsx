'use client';

import dynamic from 'next/dynamic';

/** Own loader: keeps it out of the shared drop route chunk. */
export const VrItems = dynamic(() => import('./vr-panel').then((m) => m.VrItems));

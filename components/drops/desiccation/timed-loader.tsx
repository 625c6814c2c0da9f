'use client';

import dynamic from 'next/dynamic';

/** Own loader: keeps it out of the shared drop route chunk. */
export const TimedLoader = dynamic(() => import('./timed-island').then((m) => m.TimedIsland));

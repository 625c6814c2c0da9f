'use client';

import dynamic from 'next/dynamic';

/** Own loader: keeps it out of the shared drop route chunk. */
export const TimedLoader = dynamic(() => import('./timed-panel').then((m) => m.TimedAction));

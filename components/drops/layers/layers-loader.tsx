'use client';

import dynamic from 'next/dynamic';

/** Own loader: keeps it out of the shared drop route chunk. */
export const LayersViewsLoader = dynamic(() => import('./layers-views').then((m) => m.LayersViews));

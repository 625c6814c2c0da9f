'use client';

import dynamic from 'next/dynamic';

/** The layers views behind a loader of their own, so the generic drop route's chunk does not carry them to every drop page (server-rendered as ever). */
export const LayersViewsLoader = dynamic(() => import('./layers-views').then((m) => m.LayersViews));

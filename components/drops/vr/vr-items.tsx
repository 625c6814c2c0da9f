'use client';

import dynamic from 'next/dynamic';

/** The VR items behind a loader of their own, so the generic drop route's chunk does not carry them to every drop page (server-rendered as ever). */
export const VrItems = dynamic(() => import('./vr-island').then((m) => m.VrIsland));

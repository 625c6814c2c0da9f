'use client';

import dynamic from 'next/dynamic';

/** The tethered claim behind a loader of its own, so the routes' chunks do not carry it to every page (server-rendered as ever). */
export const TetheredLoader = dynamic(() => import('./tethered-island').then((m) => m.TetheredIsland));

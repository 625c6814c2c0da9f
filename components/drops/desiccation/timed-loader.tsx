'use client';

import dynamic from 'next/dynamic';

/** The timed item's action behind a loader of its own, so the routes' chunks do not carry it to every page (server-rendered as ever). */
export const TimedLoader = dynamic(() => import('./timed-island').then((m) => m.TimedIsland));

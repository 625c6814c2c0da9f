'use client';

import dynamic from 'next/dynamic';

/** Black Feather's mint behind a loader of its own, so the drop route's chunk does not carry it to every drop page (server-rendered as ever). */
export const BlackFeatherLoader = dynamic(() => import('./mint-island').then((m) => m.BlackFeatherMintIsland));

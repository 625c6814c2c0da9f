'use client';

import dynamic from 'next/dynamic';

/** The Eve item's action behind a loader of its own, so the item route's chunk does not carry it to every item page (server-rendered as ever). */
export const EveItemLoader = dynamic(() => import('./eve-item-action').then((m) => m.EveItemAction));

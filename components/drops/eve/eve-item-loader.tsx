'use client';

import dynamic from 'next/dynamic';

/** Own loader: keeps it out of the shared drop route chunk. */
export const EveItemLoader = dynamic(() => import('./eve-item-action').then((m) => m.EveItemAction));

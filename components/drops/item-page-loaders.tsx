'use client';

import dynamic from 'next/dynamic';

// An item page's islands, apart from the drop page's loaders, whose bytes the item route would carry.
export const TimedLoader = dynamic(() => import('./desiccation/timed-panel').then((m) => m.TimedAction));
export const EveItemLoader = dynamic(() => import('./eve/eve-item-action').then((m) => m.EveItemAction));
export const TetheredLoader = dynamic(() => import('./tethered/tethered-panel').then((m) => m.TetheredMint));

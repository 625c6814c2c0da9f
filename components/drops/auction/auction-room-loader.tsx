'use client';

import dynamic from 'next/dynamic';

/** The live room behind a loader of its own: the registry brings the Eve module to every drop route, and the room only to the page that renders it (server-rendered as ever). */
export const AuctionRoomLoader = dynamic(() => import('./auction-room').then((m) => m.AuctionRoom));

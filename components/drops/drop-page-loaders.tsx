'use client';

import dynamic from 'next/dynamic';

/** Own loaders, so Layers and Synthia do not carry the bell and application, nor other pages the auction card's clock. */
export const NotifyBellLoader = dynamic(() => import('./notify-bell').then((m) => m.NotifyBell));
export const AuctionClockLoader = dynamic(() => import('./auction/auction-clock').then((m) => m.AuctionClock));
export const MembershipApplyLoader = dynamic(() => import('./membership/membership-apply').then((m) => m.MembershipApply));

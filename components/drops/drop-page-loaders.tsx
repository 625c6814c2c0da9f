'use client';

import dynamic from 'next/dynamic';

// A drop page's islands, each its own chunk after the page; item pages have theirs in item-page-loaders.tsx (a loader costs each route that imports this file).
export const NotifyBellLoader = dynamic(() => import('./notify-bell').then((m) => m.NotifyBell));
export const AuctionClockLoader = dynamic(() => import('./auction/auction-clock').then((m) => m.AuctionClock));
export const MembershipApplyLoader = dynamic(() => import('./membership/membership-apply').then((m) => m.MembershipApply));
export const BlackFeatherLoader = dynamic(() => import('./blackfeather/mint-panel').then((m) => m.BlackFeatherMint));
export const BurnLoader = dynamic(() => import('./burn/burn-panel').then((m) => m.BurnPanel));
export const FoundingLoader = dynamic(() => import('./founding/founding-panel').then((m) => m.FoundingClaim));
export const LayersViewsLoader = dynamic(() => import('./layers/layers-views').then((m) => m.LayersViews));
export const PrintClaimLoader = dynamic(() => import('./print-claim/print-claim-panel').then((m) => m.PrintClaimPanel));
export const TetheredLoader = dynamic(() => import('./tethered/tethered-panel').then((m) => m.TetheredMint));
export const SynthiaLoader = dynamic(() => import('./synthia/client-parts').then((m) => m.SynthiaMint));
export const RoadmapLoader = dynamic(() => import('./synthia/client-parts').then((m) => m.Roadmap));
export const FilmShuffleLoader = dynamic(() => import('./synthia/client-parts').then((m) => m.FilmShuffle));
export const MembershipCardLoader = dynamic(() => import('./synthia/membership-card').then((m) => m.MembershipCard));

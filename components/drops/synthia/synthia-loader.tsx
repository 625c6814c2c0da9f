'use client';

import dynamic from 'next/dynamic';

/** The key collection's islands behind loaders of their own, so the generic drop route's chunk does not carry them (server-rendered as ever). */
export const SynthiaLoader = dynamic(() => import('./mint-island').then((m) => m.SynthiaMintIsland));
export const RoadmapLoader = dynamic(() => import('./roadmap').then((m) => m.Roadmap));
export const FilmShuffleLoader = dynamic(() => import('./film-shuffle').then((m) => m.FilmShuffle));
export const MembershipCardLoader = dynamic(() => import('./membership-card').then((m) => m.MembershipCard));

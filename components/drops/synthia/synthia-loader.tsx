'use client';

import dynamic from 'next/dynamic';

/** Own loader: keeps it out of the shared drop route chunk. */
export const SynthiaLoader = dynamic(() => import('./mint-island').then((m) => m.SynthiaMintIsland));
export const RoadmapLoader = dynamic(() => import('./roadmap').then((m) => m.Roadmap));
export const FilmShuffleLoader = dynamic(() => import('./film-shuffle').then((m) => m.FilmShuffle));
export const MembershipCardLoader = dynamic(() => import('./membership-card').then((m) => m.MembershipCard));

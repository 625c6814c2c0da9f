'use client';

import dynamic from 'next/dynamic';

/** Own loader: keeps it out of the shared drop route chunk. */
export const SynthiaLoader = dynamic(() => import('./client-parts').then((m) => m.SynthiaMint));
export const RoadmapLoader = dynamic(() => import('./client-parts').then((m) => m.Roadmap));
export const FilmShuffleLoader = dynamic(() => import('./client-parts').then((m) => m.FilmShuffle));
export const MembershipCardLoader = dynamic(() => import('./membership-card').then((m) => m.MembershipCard));

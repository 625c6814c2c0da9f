'use client';

import dynamic from 'next/dynamic';

/** Own loader, so only the members' landing fetches the grid's code. */
export const PostsGridSlot = dynamic(() => import('./posts-grid').then((m) => m.PostsGrid));

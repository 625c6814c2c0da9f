'use client';

import dynamic from 'next/dynamic';

/**
 * The grid behind a loader of its own: the generic drop route's page chunk carries every client
 * island it imports, so the grid's code is split off and only the members' landing fetches it
 * (server-rendered as ever: the first posts stay in the HTML).
 */
export const PostsGridSlot = dynamic(() => import('./posts-grid').then((m) => m.PostsGrid));

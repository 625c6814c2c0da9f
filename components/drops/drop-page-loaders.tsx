'use client';

import dynamic from 'next/dynamic';

/**
 * The generic drop page's own islands behind loaders, as every drop's are: the drop route serves
 * the drops with a page of their own too (Layers, Synthia), and its chunk would otherwise carry
 * the bell and the application to them (server-rendered as ever).
 */
export const NotifyBellLoader = dynamic(() => import('./notify-bell').then((m) => m.NotifyBell));
export const MembershipApplyLoader = dynamic(() => import('./membership/membership-apply').then((m) => m.MembershipApply));

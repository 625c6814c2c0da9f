import 'server-only';
import { defineDrop } from '@/components/drops/drop-module';
import { LUSHSUX_LANDING } from '@/lib/drops/lushsux/config';
import { readFirstPosts } from '@/lib/drops/lushsux/load';
import { LushsuxLanding } from './lushsux-landing';

/** The members' landing (drop-pages §2): the first posts of the default view in the HTML. */
export const lushsuxLandingDrop = defineDrop({
  name: 'Lushsux members’ landing',
  navKeys: [LUSHSUX_LANDING.navKey],
  layout: async ({ drop }) => <LushsuxLanding drop={drop} posts={await readFirstPosts()} />,
});

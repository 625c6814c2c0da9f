import 'server-only';
import { defineDrop } from '@/components/drops/drop-module';
import { FOUNDING_TOKEN } from '@/lib/drops/founding/config';
import { readFoundingSupply } from '@/lib/drops/founding/chain';
import { FoundingLoader } from './founding-loader';

/** The founding token (drop-pages §2, §4): its mint on the drop page, the supply in the HTML. */
export const foundingDrop = defineDrop({
  name: 'Founding token',
  navKeys: [FOUNDING_TOKEN.navKey],
  parts: async ({ now }) => ({ action: <FoundingLoader supply={(await readFoundingSupply()).toString()} renderedAt={now.toISOString()} /> }),
});

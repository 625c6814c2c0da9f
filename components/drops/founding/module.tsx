import 'server-only';
import { defineDrop } from '@/components/drops/drop-module';
import { readFoundingSupply } from '@/lib/drops/founding/chain';
import { FoundingLoader } from '@/components/drops/drop-page-loaders';

/** The founding token (drop-pages §2, §4). */
export default defineDrop({
  parts: async ({ now }) => ({ action: <FoundingLoader supply={await readFoundingSupply()} renderedAt={now.toISOString()} /> }),
});

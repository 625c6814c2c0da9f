import 'server-only';
import { defineDrop } from '@/components/drops/drop-module';
import { loadSynthiaPage } from '@/lib/drops/synthia/load';
import { SynthiaPage } from './synthia-page';

/** The key collection (collections §2). */
export default defineDrop({
  layout: async ({ drop, now }) => {
    const { figures, reveal, film } = await loadSynthiaPage();
    return <SynthiaPage drop={drop} reveal={reveal} figures={{ ...figures, renderedAt: now.toISOString() }} film={film} />;
  },
});

import 'server-only';
import { defineDrop } from '@/components/drops/drop-module';
import { loadLayersPage } from '@/lib/drops/layers/load';
import { LayersPage } from './layers-page';

/** The layers collection (collections §2). */
export default defineDrop({
  layout: async ({ drop, now }) => {
    const { figures, traits, market } = await loadLayersPage();
    return (
      <LayersPage
        drop={drop}
        windows={figures.windows}
        supply={figures.supply?.toString() ?? null}
        traits={traits}
        market={market}
        renderedAt={now.toISOString()}
      />
    );
  },
});

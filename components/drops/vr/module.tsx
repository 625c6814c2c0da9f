import 'server-only';
import { defineDrop } from '@/components/drops/drop-module';
import { vrDropOf } from '@/lib/drops/vr/config';
import { readVrSupplies } from '@/lib/drops/vr/chain';
import { VrItems } from './vr-items';

/** The VR drops (drop-pages §2). */
export default defineDrop({
  parts: async ({ drop }) => {
    const vr = vrDropOf(drop.navKey);
    if (!vr) return {};
    const supplies = await readVrSupplies(vr);
    return {
      items: (
        <section id="items" aria-labelledby="vr-items-title">
          <h2 id="vr-items-title">Items</h2>
          <VrItems drop={vr} supplies={supplies} />
        </section>
      ),
    };
  },
});

import 'server-only';
import { defineDrop } from '@/components/drops/drop-module';
import { readBurn } from '@/lib/drops/burn/chain';
import { BurnLoader } from '@/components/drops/drop-page-loaders';

/** The burn-three-tokens drop (drop-pages §4). */
export default defineDrop({
  parts: async () => {
    return { action: <BurnLoader figures={await readBurn()} /> };
  },
});

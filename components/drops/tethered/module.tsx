import 'server-only';
import { defineDrop } from '@/components/drops/drop-module';
import { readTethered } from '@/lib/drops/tethered/chain';
import { TetheredLoader } from './tethered-loader';

async function claim() {
  return <TetheredLoader figures={await readTethered()} />;
}

/** The tethered mint (drop-pages §2, §4). */
export default defineDrop({
  parts: async () => ({ action: await claim() }),
  item: async () => ({ action: await claim() }),
});

import 'server-only';
import { defineDrop } from '@/components/drops/drop-module';
import { TETHERED } from '@/lib/drops/tethered/config';
import { readTethered } from '@/lib/drops/tethered/chain';
import { TetheredLoader } from './tethered-loader';

async function claim() {
  const figures = await readTethered();
  return <TetheredLoader figures={{ supply: figures.supply.toString(), price: figures.price.toString() }} />;
}

/** The tethered mint (drop-pages §2, §4): the claim on the drop page and on its item's page, its figures in the HTML. */
export const tetheredDrop = defineDrop({
  name: 'Tethered mint',
  navKeys: [TETHERED.navKey],
  parts: async () => ({ action: await claim() }),
  item: async () => ({ action: await claim() }),
});

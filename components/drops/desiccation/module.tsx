import 'server-only';
import { defineDrop } from '@/components/drops/drop-module';
import { readArtistOtherDrops } from '@/lib/drops/desiccation/load';
import { DesiccationDrop } from './desiccation-drop';

/** Desiccation (drop-pages §2, §4); the Aquarium's item routes go to its auction. */
export default defineDrop({
  layout: async ({ drop }) => <DesiccationDrop drop={drop} others={await readArtistOtherDrops(drop)} />,
});

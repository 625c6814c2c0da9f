import { SYNTHIA } from './config';
import { defineDropEntry } from '../drop-entry';

/** Synthia: its nav keys (its views: components/drops/synthia/module.tsx). */
export const SYNTHIA_DROP = defineDropEntry({
  name: 'Synthia',
  navKeys: [SYNTHIA.navKey],
});

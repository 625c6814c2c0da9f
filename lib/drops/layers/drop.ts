import { LAYERS } from './config';
import { defineDropEntry } from '../drop-entry';

/** Layers: its nav keys (its views: components/drops/layers/module.tsx). */
export const LAYERS_DROP = defineDropEntry({
  name: 'Layers',
  navKeys: [LAYERS.navKey],
});

import { BURN } from './config';
import { defineDropEntry } from '../drop-entry';

/** Burn: its nav keys (its views: components/drops/burn/module.tsx). */
export const BURN_DROP = defineDropEntry({
  name: 'Burn',
  navKeys: [BURN.navKey],
});

import { TETHERED } from './config';
import { defineDropEntry } from '../drop-entry';

/** Tethered mint: its nav keys (its views: components/drops/tethered/module.tsx). */
export const TETHERED_DROP = defineDropEntry({
  name: 'Tethered mint',
  navKeys: [TETHERED.navKey],
});

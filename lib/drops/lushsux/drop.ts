import { LUSHSUX_LANDING } from './config';
import { defineDropEntry } from '../drop-entry';

/** Lushsux members’ landing: its nav keys (its views: components/drops/lushsux/module.tsx). */
export const LUSHSUX_LANDING_DROP = defineDropEntry({
  name: 'Lushsux members’ landing',
  navKeys: [LUSHSUX_LANDING.navKey],
});

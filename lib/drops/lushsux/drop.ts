import { LUSHSUX_LANDING } from './config';
import { defineDropEntry } from '../drop-entry';

export const LUSHSUX_LANDING_DROP = defineDropEntry({
  name: 'Lushsux members’ landing',
  navKeys: [LUSHSUX_LANDING.navKey],
});

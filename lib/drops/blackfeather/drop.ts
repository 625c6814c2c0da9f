import { BLACK_FEATHER } from './config';
import { defineDropEntry } from '../drop-entry';

/** Black Feather: its nav keys (its views: components/drops/blackfeather/module.tsx). */
export const BLACK_FEATHER_DROP = defineDropEntry({
  name: 'Black Feather',
  navKeys: [BLACK_FEATHER.navKey],
});

import { VR_DROPS } from './config';
import { defineDropEntry } from '../drop-entry';

/** VR drops: its nav keys (its views: components/drops/vr/module.tsx). */
export const VR_DROP = defineDropEntry({
  name: 'VR drops',
  navKeys: Object.values(VR_DROPS).map((d) => d.navKey),
});

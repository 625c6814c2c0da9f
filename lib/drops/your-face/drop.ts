import { YOUR_FACE_NAV_KEYS } from './config';
import { defineDropEntry } from '../drop-entry';

export const YOUR_FACE_DROP = defineDropEntry({
  name: 'Your Face',
  navKeys: YOUR_FACE_NAV_KEYS,
  itemViews: true,
  // drop-pages §2
  productRoutes: true,
});

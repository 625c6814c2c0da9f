import { YOUR_FACE_NAV_KEYS } from './config';
import { defineDropEntry } from '../drop-entry';

/** Your Face: its nav keys (its views: components/drops/your-face/module.tsx). */
export const YOUR_FACE_DROP = defineDropEntry({
  name: 'Your Face',
  navKeys: YOUR_FACE_NAV_KEYS,
  /** Both rounds' items are under /product/ (drop-pages §2). */
  productRoutes: true,
});

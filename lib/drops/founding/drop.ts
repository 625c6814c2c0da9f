import { FOUNDING_TOKEN } from './config';
import { defineDropEntry } from '../drop-entry';

/** Founding token: its nav keys (its views: components/drops/founding/module.tsx). */
export const FOUNDING_DROP = defineDropEntry({
  name: 'Founding token',
  navKeys: [FOUNDING_TOKEN.navKey],
});

import { TETHERED } from './config';
import { defineDropEntry } from '../drop-entry';

/** Tethered mint: its nav keys and the contracts its tokens live in (its views: components/drops/tethered/module.tsx). */
export const TETHERED_DROP = defineDropEntry({
  name: 'Tethered mint',
  navKeys: [TETHERED.navKey],
  collections: [{ address: TETHERED.address, standard: 'erc721', kind: 'onchain', prefix: 'Bulls Power' }],
});

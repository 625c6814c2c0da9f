import { TETHERED } from './config';
import { defineDropEntry } from '../drop-entry';

export const TETHERED_DROP = defineDropEntry({
  name: 'Tethered mint',
  navKeys: [TETHERED.navKey],
  itemViews: true,
  collections: [{ address: TETHERED.address, standard: 'erc721', kind: 'onchain', prefix: 'Bulls Power' }],
});

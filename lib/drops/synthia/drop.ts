import { SYNTHIA } from './config';
import { SYNTHIA_KEYS } from './contract';
import { defineDropEntry } from '../drop-entry';

export const SYNTHIA_DROP = defineDropEntry({
  name: 'Synthia',
  navKeys: [SYNTHIA.navKey],
  collections: [{ address: SYNTHIA_KEYS.address, standard: 'erc721', kind: 'onchain', prefix: 'Synthia Key', pictures: 'reveal' }],
});

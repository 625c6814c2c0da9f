import { FOUNDING_TOKEN } from './config';
import { defineDropEntry } from '../drop-entry';

export const FOUNDING_DROP = defineDropEntry({
  name: 'Founding token',
  navKeys: [FOUNDING_TOKEN.navKey],
  collections: [
    { address: FOUNDING_TOKEN.address, standard: 'erc1155', kind: 'membership', prefix: 'Founding Member Token', titles: { '0': 'Founding Member Token' } },
  ],
});

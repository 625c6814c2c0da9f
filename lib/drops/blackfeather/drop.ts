import { BLACK_FEATHER } from './config';
import { defineDropEntry } from '../drop-entry';

export const BLACK_FEATHER_DROP = defineDropEntry({
  name: 'Black Feather',
  navKeys: [BLACK_FEATHER.navKey],
  collections: [{ address: BLACK_FEATHER.address, standard: 'erc1155', kind: 'onchain', prefix: 'Black Feather', titles: { '0': 'Black Feather' } }],
});

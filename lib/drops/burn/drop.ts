import { BURN } from './config';
import { defineDropEntry } from '../drop-entry';

export const BURN_DROP = defineDropEntry({
  name: 'Burn',
  navKeys: [BURN.navKey],
  collections: [
    { address: BURN.source.address, standard: 'erc721', kind: 'onchain', prefix: 'Vhils Surface' },
    { address: BURN.burn.address, standard: 'erc1155', kind: 'onchain', prefix: 'Burned Portrait' },
  ],
});

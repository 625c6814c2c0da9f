import { LAYERS } from './config';
import { LAYERS_CONTRACTS } from './contracts';
import { defineDropEntry } from '../drop-entry';

export const LAYERS_DROP = defineDropEntry({
  name: 'Layers',
  navKeys: [LAYERS.navKey],
  collections: [
    { address: LAYERS_CONTRACTS.layers.address, standard: 'erc721', kind: 'onchain', prefix: 'LAYER', pictures: 'tear-states' },
    {
      address: LAYERS_CONTRACTS.tears.address,
      standard: 'erc1155',
      kind: 'onchain',
      prefix: 'Tear',
      titles: { '1': 'Alpha Tear', '2': 'Beta Tear' },
      ids: [1n, 2n],
    },
  ],
});

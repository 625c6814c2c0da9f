import { VR_001, VR_002, VR_DROPS } from './config';
import { defineDropEntry } from '../drop-entry';

export const VR_DROP = defineDropEntry({
  name: 'VR drops',
  navKeys: Object.values(VR_DROPS).map((d) => d.navKey),
  collections: [
    { address: VR_001.address, standard: 'erc1155', kind: 'onchain', prefix: 'Lushsux VR-001' },
    { address: VR_002.address, standard: 'erc1155', kind: 'onchain', prefix: 'Lushsux VR-002' },
  ],
});

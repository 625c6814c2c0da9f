import { BURN } from './config';
import { defineDropEntry } from '../drop-entry';

/** Burn: its nav keys and the contracts its tokens live in (its views: components/drops/burn/module.tsx). */
export const BURN_DROP = defineDropEntry({
  name: 'Burn',
  navKeys: [BURN.navKey],
  collections: [
    { address: BURN.source.address, standard: 'erc721', kind: 'onchain', prefix: 'Vhils Surface' },
    { address: BURN.burn.address, standard: 'erc1155', kind: 'onchain', prefix: 'Burned Portrait' },
  ],
});

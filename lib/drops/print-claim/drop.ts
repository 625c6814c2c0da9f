import { PRINT_CLAIM } from './config';
import { defineDropEntry } from '../drop-entry';

/** Print claim: its nav keys and the contracts its tokens live in (its views: components/drops/print-claim/module.tsx). */
export const PRINT_CLAIM_DROP = defineDropEntry({
  name: 'Print claim',
  navKeys: [PRINT_CLAIM.navKey],
  collections: [{ address: PRINT_CLAIM.address, standard: 'erc721', kind: 'onchain', prefix: 'Joker Print' }],
});

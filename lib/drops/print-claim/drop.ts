import { PRINT_CLAIM } from './config';
import { defineDropEntry } from '../drop-entry';

export const PRINT_CLAIM_DROP = defineDropEntry({
  name: 'Print claim',
  navKeys: [PRINT_CLAIM.navKey],
  subpages: ['pay'],
  collections: [{ address: PRINT_CLAIM.address, standard: 'erc721', kind: 'onchain', prefix: 'Joker Print' }],
});

import { PRINT_CLAIM } from './config';
import { defineDropEntry } from '../drop-entry';

/** Print claim: its nav keys (its views: components/drops/print-claim/module.tsx). */
export const PRINT_CLAIM_DROP = defineDropEntry({
  name: 'Print claim',
  navKeys: [PRINT_CLAIM.navKey],
});

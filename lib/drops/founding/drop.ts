import { FOUNDING_TOKEN } from './config';
import { defineDropEntry } from '../drop-entry';

/** Founding token: its nav keys and the contracts its tokens live in (its views: components/drops/founding/module.tsx). */
export const FOUNDING_DROP = defineDropEntry({
  name: 'Founding token',
  navKeys: [FOUNDING_TOKEN.navKey],
  collections: [
    { address: FOUNDING_TOKEN.address, standard: 'erc1155', kind: 'membership', prefix: 'Founding Member Token', titles: { '0': 'Founding Member Token' } },
  ],
});

import { defineDropEntry } from '../drop-entry';
import { DESICCATION, DESICCATION_EDITIONS } from './config';

/**
 * Desiccation: its items are under /product/, its auctioned Aquarium (by key) under /auction/, an
 * ended auction whose figures are the record's (drop-pages §2, §9). Its views:
 * components/drops/desiccation/module.tsx.
 */
export const DESICCATION_DROP = defineDropEntry({
  name: 'Desiccation',
  navKeys: [DESICCATION.navKey],
  productRoutes: true,
  auction: { kind: 'ended', itemTitle: DESICCATION.auctionTitle, ...DESICCATION.endedAuction, address: DESICCATION.address, artist: 'Shintaro Kago' },
  collections: [
    {
      address: DESICCATION.address,
      standard: 'erc1155',
      kind: 'onchain',
      prefix: 'Desiccation',
      titles: Object.fromEntries(DESICCATION_EDITIONS.map((e) => [e.tokenId.toString(), e.title])),
    },
  ],
});

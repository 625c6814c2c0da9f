import { defineDropEntry } from '../drop-entry';
import { DESICCATION, DESICCATION_EDITIONS } from './config';

// drop-pages §2, §9
export const DESICCATION_DROP = defineDropEntry({
  name: 'Desiccation',
  navKeys: [DESICCATION.navKey],
  itemViews: true,
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

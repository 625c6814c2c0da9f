import { IDS_0_TO_7, titlesById } from '@/lib/collections/listing';
import { EVE_MINT } from './config';
import { EVE_TOKEN_IDS } from './token-ids';
import { defineDropEntry } from '../drop-entry';
import { FLOATING_AUCTION } from './auction';
import { FLOATING_AUCTION_CONTRACT } from './auction-contract';
import { EVE_NAV_KEY } from './layout';

// drop-pages §2, §4
export const EVE_DROP = defineDropEntry({
  name: 'The Eve of Revolution',
  navKeys: [EVE_NAV_KEY],
  itemViews: true,
  productRoutes: true,
  auction: {
    kind: 'live',
    itemTitle: FLOATING_AUCTION.itemTitle,
    address: FLOATING_AUCTION_CONTRACT.address,
    tokenId: FLOATING_AUCTION.tokenId,
    salt: FLOATING_AUCTION.salt,
    reservePrice: FLOATING_AUCTION.reservePrice,
    minimalBidGap: FLOATING_AUCTION.minimalBidGap,
    opensAt: FLOATING_AUCTION.opensAt,
    startLabel: FLOATING_AUCTION.startLabel,
    artistTokenId: FLOATING_AUCTION.artistTokenId,
  },
  collections: [
    {
      address: EVE_MINT.editions.address,
      standard: 'erc1155',
      kind: 'onchain',
      prefix: 'The Eve of Revolution',
      titles: titlesById(EVE_TOKEN_IDS.editions),
      balanceIds: IDS_0_TO_7,
    },
    { address: EVE_MINT.storyboard.address, standard: 'erc1155', kind: 'onchain', prefix: 'Eve Storyboard', titles: titlesById(EVE_TOKEN_IDS.storyboard) },
  ],
});

import 'server-only';
import { readFloatingAuction } from '../auction/chain';
import { FLOATING_AUCTION } from '../auction/config';
import { FLOATING_AUCTION_CONTRACT } from '../auction/contract';
import { defineDropEntry } from '../drop-entry';
import { EVE_NAV_KEY } from '../eve-layout';

/**
 * The Eve of Revolution: its items are under /product/, its auctioned Floating (by key) under
 * /auction/, a live auction read from the chain (drop-pages §2, §4). Its views:
 * components/drops/eve/module.tsx.
 */
export const EVE_DROP = defineDropEntry({
  name: 'The Eve of Revolution',
  navKeys: [EVE_NAV_KEY],
  productRoutes: true,
  auction: {
    kind: 'live',
    itemKey: FLOATING_AUCTION.itemKey,
    address: FLOATING_AUCTION_CONTRACT.address,
    tokenId: FLOATING_AUCTION.tokenId,
    salt: FLOATING_AUCTION.salt,
    reservePrice: FLOATING_AUCTION.reservePrice,
    minimalBidGap: FLOATING_AUCTION.minimalBidGap,
    opensAt: FLOATING_AUCTION.opensAt,
    startLabel: FLOATING_AUCTION.startLabel,
    artistTokenId: FLOATING_AUCTION.artistTokenId,
    read: readFloatingAuction,
  },
});

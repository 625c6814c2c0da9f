/** The live feed's code in one module: the auction page loads it after hydration in one request. */
export { startBidFeed } from './feed';
export { auctionFeedSource } from './feed-source';

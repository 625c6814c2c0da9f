// One module, so the page loads the feed after hydration in one request.
export { startBidFeed } from './feed';
export { auctionFeedSource } from './feed-source';

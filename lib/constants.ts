// platform-core §9 unless marked.
export const SITE_NAME = 'DRP';
export const SITE_DESCRIPTION = 'Timed drops of digital art by named artists: mint, collect and read the stories behind the work.';

export const HOME_BANNER_DROPS = 2;
export const CAROUSEL = { autoplayMs: 2000, speedMs: 1000, pressSpeedMs: 1000 } as const;
export const BANNER_SLIDESHOW = { autoplayMs: 3000, speedMs: 1300, pressSpeedMs: 1000 } as const;
export const HOME_ARTICLES = 3;
export const HOME_UPCOMING_DROPS = 5;
export const HOME_FEATURED_COLLECTIONS = 2;
export const FEATURED_DROPS = 4;
export const ARTIST_MENU_MAX = 10;
export const DEFAULT_PAGE_SIZE = 10;
export const OTHER_ARTICLES = 2;
export const RELATED_ITEMS = 6;
/** drop-pages §7, §9 */
export const PRODUCT_OWNERS_PAGE_SIZE = 5;
/** drop-pages §9 */
export const MARKET_DECIMALS = { floorPrice: 2, thirtyDay: 4 } as const;

export const TOAST_DURATION_MS = 3000;
/** drop-pages §8 */
export const TOAST_UNSUPPORTED_CHAIN_MS = 8000;
/** drop-pages §9 */
export const STATUS_MESSAGE_MS = 5000;
export const EVE_STATUS_MESSAGE_MS = 8000;
export const COUNTDOWN_TICK_MS = 1000;
/** platform-core §4 */
export const PLACEHOLDER_MIN_MS = 600;
export const WALLET_POLLING_MS = 12_000;
/** Not the spec's: some nodes answer the receipt just after the hash, so 12 s polling would delay success a whole interval. */
export const RECEIPT_POLLING_MS = 1000;
/** Not the spec's: how often a mint panel asks the node for its contract's new events, so its minted count stays live. */
export const EVENT_POLLING_MS = 2000;
export const GAS_LIMIT_PERCENT = 150n;

export const HEADER_SCROLL_THROTTLE_MS = 200;
export const HEADER_SCROLL_THRESHOLD_PX = 10;
export const HEADER_TOP_PX = 50;

export const TRUNCATE = { articleSummary: 200, bio: 300, dropDescriptionLarge: 400, dropDescription: 140, postDescription: 65 } as const;

/** Business constants of the spec (platform-core §9), named once. */
export const SITE_NAME = 'DRP';
export const SITE_DESCRIPTION = 'Timed drops of digital art by named artists: mint, collect and read the stories behind the work.';

export const HOME_BANNER_DROPS = 2;
/**
 * Carousels (platform-core §9): autoplay every 2 s, a slide moving in 1 s, by itself or pressed; 1/2/3 slides at
 * 576/768/992 px, i.e. 2 from 576 and 3 from 992 (components/ui/carousel.module.css).
 */
export const CAROUSEL = { autoplayMs: 2000, speedMs: 1000, pressSpeedMs: 1000 } as const;
/**
 * The home banner (platform-core §9 "Banner speed 1000 ms; slideshow 3000 ms rotation, 1300 ms speed, loop"):
 * as a slideshow a new slide every 3000 ms, moving in 1300 ms, looping; moved by the visitor, in the banner's 1000 ms.
 */
export const BANNER_SLIDESHOW = { autoplayMs: 3000, speedMs: 1300, pressSpeedMs: 1000 } as const;
export const HOME_ARTICLES = 3;
export const HOME_UPCOMING_DROPS = 5;
export const HOME_FEATURED_COLLECTIONS = 2;
export const FEATURED_DROPS = 4;
export const ARTIST_MENU_MAX = 10;
export const DEFAULT_PAGE_SIZE = 10;
export const OTHER_ARTICLES = 2;
export const RELATED_ITEMS = 6;
/** Owners an item page shows: the first page of the product owners call (drop-pages §7, §9). */
export const PRODUCT_OWNERS_PAGE_SIZE = 5;
/** Marketplace figures (drop-pages §9): the floor price to 2 decimals, the 30-day figures to 4. */
export const MARKET_DECIMALS = { floorPrice: 2, thirtyDay: 4 } as const;

export const TOAST_DURATION_MS = 3000;
/** drop-pages §8: the unsupported-chain toast stays 8 s. */
export const TOAST_UNSUPPORTED_CHAIN_MS = 8000;
/** drop-pages §9: status messages clear after 5 s (8 s on the Eve mint page). */
export const STATUS_MESSAGE_MS = 5000;
export const EVE_STATUS_MESSAGE_MS = 8000;
export const COUNTDOWN_TICK_MS = 1000;
/** A loading placeholder, once shown, stays at least this long (platform-core §4): no flash of it before the content. */
export const PLACEHOLDER_MIN_MS = 600;
export const WALLET_POLLING_MS = 12_000;
/**
 * Not the spec's: how often the receipt of the visitor's own transaction is asked for. The provider
 * polls every 12 s; a devnet (and some nodes) answer the receipt a moment after the hash, so at 12 s
 * the success would wait a whole interval after the block.
 */
export const RECEIPT_POLLING_MS = 1000;
export const GAS_LIMIT_PERCENT = 150n;

export const HEADER_SCROLL_THROTTLE_MS = 200;
export const HEADER_SCROLL_THRESHOLD_PX = 10;
export const HEADER_TOP_PX = 50;

export const TRUNCATE = { articleSummary: 200, bio: 300, dropDescriptionLarge: 400, dropDescription: 140, postDescription: 65 } as const;

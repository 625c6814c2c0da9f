/**
 * The page responses `server.mjs` keeps for a second (lib/http/page-cache.mjs). A revalidation
 * clears them, so this instance's next visitor gets the page Next renders now. Without the custom
 * server (next dev, unit tests) there is nothing to clear.
 */
const SERVED_PAGES = Symbol.for('drp.served-pages');

export function forgetServedPages(): void {
  (globalThis as { [SERVED_PAGES]?: { clear(): void } })[SERVED_PAGES]?.clear();
}

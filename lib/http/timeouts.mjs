/**
 * How long server.mjs waits on a client (issue 29, ASVS V12/V13 resource limits). Behind nginx the
 * client is the proxy, which sends each request whole and at once: a request whose headers take
 * longer than HEADERS_TIMEOUT_MS, or that is not whole within REQUEST_TIMEOUT_MS (a 6 MB upload
 * included), is a stalled client and is dropped (408). KEEP_ALIVE_TIMEOUT_MS outlasts nginx's 60 s
 * idle upstream connections, so the proxy closes them first and never sends on a closing socket.
 * Node checks for these every CHECK_INTERVAL_MS.
 */
export const HEADERS_TIMEOUT_MS = 10_000;
export const REQUEST_TIMEOUT_MS = 30_000;
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;
export const CHECK_INTERVAL_MS = 1_000;

/** The node:http server options for these limits. */
export function serverTimeouts() {
  return {
    headersTimeout: HEADERS_TIMEOUT_MS,
    requestTimeout: REQUEST_TIMEOUT_MS,
    keepAliveTimeout: KEEP_ALIVE_TIMEOUT_MS,
    connectionsCheckingInterval: CHECK_INTERVAL_MS,
  };
}

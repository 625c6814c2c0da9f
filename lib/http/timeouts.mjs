/**
 * How long server.mjs waits on a client (issue 29; ASVS V12/V13 resource limits). A client whose
 * request headers are not whole HEADERS_TIMEOUT_MS after it connected, or whose request is not whole
 * within REQUEST_TIMEOUT_MS (a 5 MB upload included), is a stalled client: Node answers 408 and
 * closes. Node counts the headers time from the connection, so it must stay well above the time a
 * browser keeps a preconnected socket unused (Chromium: 10 s): at 10 s, requests sent on such sockets
 * were dropped. An idle kept-alive connection is closed after KEEP_ALIVE_TIMEOUT_MS; nginx closes its
 * idle upstream connections sooner (deploy/nginx.conf `keepalive_timeout 4s`), so it never sends on
 * a socket this server is closing. Node checks for these every CHECK_INTERVAL_MS.
 */
export const HEADERS_TIMEOUT_MS = 20_000;
export const REQUEST_TIMEOUT_MS = 60_000;
export const KEEP_ALIVE_TIMEOUT_MS = 5_000;
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

// ASVS V12/V13. Headers time counts from the connection, so it stays above Chromium's 10 s unused preconnect.
export const HEADERS_TIMEOUT_MS = 20_000;
export const REQUEST_TIMEOUT_MS = 60_000;
// Above nginx's upstream keepalive_timeout (4 s), so nginx never sends on a socket being closed.
export const KEEP_ALIVE_TIMEOUT_MS = 5_000;
export const CHECK_INTERVAL_MS = 1_000;

export function serverTimeouts() {
  return {
    headersTimeout: HEADERS_TIMEOUT_MS,
    requestTimeout: REQUEST_TIMEOUT_MS,
    keepAliveTimeout: KEEP_ALIVE_TIMEOUT_MS,
    connectionsCheckingInterval: CHECK_INTERVAL_MS,
  };
}

// A flood of idle sockets cannot take the process's memory or file descriptors: past it a new connection is closed at once.
export const MAX_CONNECTIONS = 4096;

export function capConnections(server, max = Number(process.env.MAX_CONNECTIONS) || MAX_CONNECTIONS) {
  server.maxConnections = max;
  return server;
}

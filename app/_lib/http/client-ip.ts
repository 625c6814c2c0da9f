import 'server-only';

/**
 * The header `server.mjs` sets on every request to the client's address (the socket's, or the
 * one `TRUSTED_PROXY_HOPS` proxies in front reported), after deleting any such header the client
 * sent. Without the custom server (next dev) every request counts as one client.
 */
export const CLIENT_IP_HEADER = 'x-drp-client-ip';

export function clientIp(req: Request): string {
  return req.headers.get(CLIENT_IP_HEADER) ?? 'local';
}

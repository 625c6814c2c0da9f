import 'server-only';

/** Set by server.mjs (a client's own copy is dropped); under next dev every request is one client. */
export const CLIENT_IP_HEADER = 'x-drp-client-ip';

export function clientIp(req: Request): string {
  return req.headers.get(CLIENT_IP_HEADER) ?? 'local';
}

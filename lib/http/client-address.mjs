/**
 * One client, one rate-limit key (used by server.mjs, so plain JavaScript): an IPv4 address
 * without port or IPv6 mapping (`::ffff:1.2.3.4`, `1.2.3.4:5678` → `1.2.3.4`), and an IPv6 address
 * by its /64 (`2001:db8:1:2::/64`): a single IPv6 client owns at least a /64 and could otherwise
 * take a fresh address for every request.
 */
export function normalizeAddress(raw) {
  let address = String(raw).trim().toLowerCase();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(address);
  if (bracketed) address = bracketed[1];
  address = address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '');
  const v4 = /^(\d{1,3}(?:\.\d{1,3}){3})(?::\d+)?$/.exec(address);
  if (v4) return v4[1];
  if (!address.includes(':')) return address || 'unknown';
  // Expand "::" to the full eight groups, then keep the first four.
  const [head, tail = ''] = address.split('::');
  const left = head ? head.split(':') : [];
  const right = address.includes('::') && tail ? tail.split(':') : [];
  const groups = address.includes('::') ? [...left, ...Array(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right] : left;
  if (groups.length !== 8 || !groups.every((g) => /^[0-9a-f]{1,4}$/.test(g))) return address;
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

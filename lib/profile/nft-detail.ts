import { KEY } from '@/lib/platform/keys';

/** collections §2; null (a 404) before any request. */
export function parseTokenRoute(contract: string, id: string): { contract: string; tokenId: string } | null {
  if (!/^0x[0-9a-fA-F]{40}$/.test(contract) || !/^\d{1,78}$/.test(id)) return null;
  return { contract: contract.toLowerCase(), tokenId: BigInt(id).toString() };
}

export function backToProfile(from: string | string[] | undefined, ownKey: string | null): string {
  const f = typeof from === 'string' ? from : undefined;
  if (f && KEY.test(f) && !/^\.+$/.test(f)) return `/users/${encodeURIComponent(f)}`;
  return ownKey ? `/users/${encodeURIComponent(ownKey)}` : '/';
}

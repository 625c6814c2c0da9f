import { KEY } from '@/lib/platform/keys';

/**
 * The NFT detail pages' inputs (collections §2): a contract address and a numeric token id from the
 * URL, checked before any request (anything else is a 404), and where "Back to profile" goes.
 */
export function parseTokenRoute(contract: string, id: string): { contract: string; tokenId: string } | null {
  if (!/^0x[0-9a-fA-F]{40}$/.test(contract) || !/^\d{1,78}$/.test(id)) return null;
  return { contract: contract.toLowerCase(), tokenId: BigInt(id).toString() };
}

/** The profile the visitor came from (`?from=`, a key-shaped value), else their own, else home. */
export function backToProfile(from: string | string[] | undefined, ownKey: string | null): string {
  const f = typeof from === 'string' ? from : undefined;
  if (f && KEY.test(f) && !/^\.+$/.test(f)) return `/users/${encodeURIComponent(f)}`;
  return ownKey ? `/users/${encodeURIComponent(ownKey)}` : '/';
}

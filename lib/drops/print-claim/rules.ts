import { PRINT_CLAIM } from './config';

/** collections §2: `t` is base64 of the prefix plus the token number; anything else is null, never a throw. */
export function decodeClaimToken(t: string | null | undefined, prefix: string = PRINT_CLAIM.tokenPrefix, edition: number = PRINT_CLAIM.edition): number | null {
  if (!t || t.length > 64) return null;
  // URL-safe base64 too, and the padding a link may lose.
  const b64 = t.trim().replace(/-/g, '+').replace(/_/g, '/');
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(b64)) return null;
  let text: string;
  try {
    text = atob(b64.padEnd(Math.ceil(b64.length / 4) * 4, '='));
  } catch {
    return null;
  }
  if (!text.startsWith(prefix)) return null;
  const digits = text.slice(prefix.length);
  if (!/^[1-9]\d{0,5}$/.test(digits)) return null;
  const id = Number(digits);
  return id <= edition ? id : null;
}

export function encodeClaimToken(id: number, prefix: string = PRINT_CLAIM.tokenPrefix): string {
  return btoa(`${prefix}${id}`);
}

export type PrintClaimButton =
  | { kind: 'sold-out'; label: 'Sold Out'; disabled: true }
  | { kind: 'connect'; label: 'Connect'; disabled: false }
  | { kind: 'invalid-link'; label: 'Connect'; disabled: true }
  | { kind: 'connecting'; label: 'Connecting'; disabled: true }
  | { kind: 'wrong-network'; label: 'Connect'; disabled: false }
  | { kind: 'already-claimed'; label: 'Already Claimed'; disabled: true }
  | { kind: 'claiming'; label: 'Claim Token'; disabled: true }
  | { kind: 'claim'; label: 'Claim Token'; disabled: false };

/** collections §2; a print has one token, so Already Claimed means by anyone. */
export function printClaimButton(i: {
  salesActive: boolean;
  supply: bigint;
  connected: boolean;
  connecting: boolean;
  onConfiguredChain: boolean;
  claimed: boolean;
  claiming: boolean;
  /** The link names a print (`t`); without it there is nothing to claim. */
  validLink?: boolean;
  /** Until the chain has answered, nothing is known to be sold or claimed. */
  chainRead?: boolean;
}): PrintClaimButton {
  if (i.validLink === false) return { kind: 'invalid-link', label: 'Connect', disabled: true };
  if (i.chainRead === false)
    return i.connected || i.connecting ? { kind: 'connecting', label: 'Connecting', disabled: true } : { kind: 'connect', label: 'Connect', disabled: false };
  if (i.claimed) return { kind: 'already-claimed', label: 'Already Claimed', disabled: true };
  if (!i.salesActive || i.supply >= BigInt(PRINT_CLAIM.edition)) return { kind: 'sold-out', label: 'Sold Out', disabled: true };
  if (i.connecting) return { kind: 'connecting', label: 'Connecting', disabled: true };
  if (!i.connected) return { kind: 'connect', label: 'Connect', disabled: false };
  if (!i.onConfiguredChain) return { kind: 'wrong-network', label: 'Connect', disabled: false };
  if (i.claiming) return { kind: 'claiming', label: 'Claim Token', disabled: true };
  return { kind: 'claim', label: 'Claim Token', disabled: false };
}

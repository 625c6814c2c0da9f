import { getAddress, isAddressEqual, type Address } from 'viem';
import { createSiweMessage, parseSiweMessage } from 'viem/siwe';

/**
 * Wallet sign-in as Sign-In with Ethereum (EIP-4361), wrapped around the platform's nonce flow
 * (platform-core §4): the platform still issues the nonce and checks the signature, but the wallet
 * signs a message that names this site (domain, URI), the chain, the time and an expiry, and our
 * server checks all of it, and the signature, before the platform is asked.
 */
export const SIGN_IN_STATEMENT = 'Sign in to DRP with this wallet.';
export const SIGN_IN_TTL_MS = 10 * 60 * 1000;

/** The pending sign-in the session keeps between the nonce and the signature. */
export type PendingSignIn = { nonce: string; address: string; expiresAt: number };

/** The nonce inside the platform's nonce text ("…Nonce: <hex>"), usable as an EIP-4361 nonce. */
export function platformNonce(nonceText: string): string | null {
  const match = /nonce:\s*([A-Za-z0-9]{8,})/i.exec(nonceText);
  return match ? match[1] : null;
}

export function buildSignInMessage(input: { siteUrl: string; address: Address; chainId: number; nonce: string; now: Date }): string {
  const site = new URL(input.siteUrl);
  return createSiweMessage({
    domain: site.host,
    address: getAddress(input.address),
    statement: SIGN_IN_STATEMENT,
    uri: site.origin,
    version: '1',
    chainId: input.chainId,
    nonce: input.nonce,
    issuedAt: input.now,
    expirationTime: new Date(input.now.getTime() + SIGN_IN_TTL_MS),
  });
}

export type SignInCheck = { ok: true; address: Address } | { ok: false; reason: string };

/**
 * Checks a signed-in message against what this server expects: our domain and origin, the
 * configured chain, the nonce this session asked for (not used before: the session forgets it on
 * use), the address that asked, and the time window. The signature is checked separately.
 */
export function checkSignInMessage(
  message: string,
  expected: { siteUrl: string; chainId: number; pending: PendingSignIn | undefined; address: string },
  now: Date,
): SignInCheck {
  const { pending } = expected;
  if (!pending) return { ok: false, reason: 'No sign-in was started in this browser, or it was already used' };
  if (now.getTime() > pending.expiresAt) return { ok: false, reason: 'The sign-in request expired, please try again' };
  let parsed: ReturnType<typeof parseSiweMessage>;
  try {
    parsed = parseSiweMessage(message);
  } catch {
    return { ok: false, reason: 'The signed message is not a sign-in message' };
  }
  const site = new URL(expected.siteUrl);
  if (!parsed.address || !parsed.nonce || !parsed.domain || !parsed.uri) return { ok: false, reason: 'The signed message is not a sign-in message' };
  if (parsed.domain !== site.host) return { ok: false, reason: 'The signed message is for another site' };
  if (!URL.canParse(parsed.uri) || new URL(parsed.uri).origin !== site.origin) return { ok: false, reason: 'The signed message is for another site' };
  if (parsed.chainId !== expected.chainId) return { ok: false, reason: 'The signed message is for another network' };
  if (parsed.nonce !== pending.nonce) return { ok: false, reason: 'The signed message was not issued to this browser' };
  if (!isAddressEqual(parsed.address, pending.address as Address) || !isAddressEqual(parsed.address, expected.address as Address)) {
    return { ok: false, reason: 'The signed message is for another wallet' };
  }
  if (parsed.expirationTime && now > parsed.expirationTime) return { ok: false, reason: 'The sign-in request expired, please try again' };
  if (parsed.notBefore && now < parsed.notBefore) return { ok: false, reason: 'The sign-in request is not valid yet' };
  if (parsed.issuedAt && parsed.issuedAt.getTime() > now.getTime() + 60_000) return { ok: false, reason: 'The sign-in request is not valid yet' };
  return { ok: true, address: getAddress(parsed.address) };
}

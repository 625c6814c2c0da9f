import { getAddress, isAddress, isAddressEqual, keccak256, stringToBytes, type Address, type Hex } from 'viem';

/**
 * Wallet sign-in as the platform defines it (platform-core §4, §7): the platform issues a
 * `nonce_text` for the wallet (POST /v2/users/wallet/connect), the wallet signs exactly that text,
 * and the platform checks it (POST /v2/users/wallet/login). Our server checks the same signature
 * first, so the session's address is one a signature proved and a nonce signs in once: the
 * `nonce_text` is fetched for this browser's session, kept there, and spent on its first use.
 */
export const SIGN_IN_TTL_MS = 10 * 60 * 1000;

/** The pending sign-in the session keeps between the nonce and the signature. */
export type PendingSignIn = { nonceText: string; address: string; expiresAt: number };

/**
 * The login route's answer when the platform refused a signature our server found good: the
 * platform no longer holds that nonce (it issued another, let it expire, or forgot it; a kept
 * nonce may be minutes old). The nonce is forgotten, so the client asks for a fresh one and has it
 * signed again, once; RainbowKit's own retry would sign the same dead text.
 */
export const SIGN_AGAIN_STATUS = 409;

export type SignInCheck = { ok: true; address: Address } | { ok: false; reason: string };

export const SIGN_IN_REFUSALS = {
  notStarted: 'No sign-in was started in this browser, or it was already used',
  expired: 'The sign-in request expired, please try again',
  otherWallet: 'The sign-in was started for another wallet',
  badSignature: 'The signature does not match the wallet',
} as const;

/** The key a nonce text is spent under (the text itself may be long). */
export function nonceKey(nonceText: string): Hex {
  return keccak256(stringToBytes(nonceText));
}

export type SignInDeps = {
  /** Marks the nonce as used; false when it already was (an old copy of the session cookie). */
  spend: (key: Hex) => Promise<boolean>;
  /** Whether `signature` over `message` recovers `address` (EOA, or a contract wallet on the chain). */
  verify: (address: Address, message: string, signature: Hex) => Promise<boolean>;
};

/**
 * Checks a wallet's signature against the sign-in this session started: there is one, it is
 * unused and unexpired, it was started for the claimed wallet, and the signature over the
 * platform's `nonce_text` recovers that wallet. A good signature spends the nonce (one use, whatever
 * copy of the session sends it); wrong ones are limited by the route's failure count instead.
 */
export async function verifyWalletSignIn(
  input: { pending: PendingSignIn | undefined; address: string; signature: Hex },
  deps: SignInDeps,
  now: Date,
): Promise<SignInCheck> {
  const { pending, address, signature } = input;
  if (!pending) return { ok: false, reason: SIGN_IN_REFUSALS.notStarted };
  if (now.getTime() > pending.expiresAt) return { ok: false, reason: SIGN_IN_REFUSALS.expired };
  if (!isAddress(address, { strict: false }) || !isAddress(pending.address, { strict: false })) return { ok: false, reason: SIGN_IN_REFUSALS.otherWallet };
  if (!isAddressEqual(address as Address, pending.address as Address)) return { ok: false, reason: SIGN_IN_REFUSALS.otherWallet };
  const claimed = getAddress(address);
  if (!(await deps.verify(claimed, pending.nonceText, signature).catch(() => false))) return { ok: false, reason: SIGN_IN_REFUSALS.badSignature };
  // Spent by its first good signature only: the same text is offered to whoever asks for the
  // wallet's nonce (kept-nonce.ts), so a wrong signature from anyone must not use it up.
  if (!(await deps.spend(nonceKey(pending.nonceText)))) return { ok: false, reason: SIGN_IN_REFUSALS.notStarted };
  return { ok: true, address: claimed };
}

import { getAddress, isAddress, isAddressEqual, keccak256, stringToBytes, type Address, type Hex } from 'viem';

// platform-core §4, §7: the wallet signs the platform's `nonce_text` exactly; our server checks it first
// so a nonce signs in once.
export const SIGN_IN_TTL_MS = 10 * 60 * 1000;

export type PendingSignIn = { nonceText: string; address: string; expiresAt: number };

/** The platform refused a signature we found good (its nonce is dead): the client signs a fresh one, once. */
export const SIGN_AGAIN_STATUS = 409;

export type SignInCheck = { ok: true; address: Address } | { ok: false; reason: string };

export const SIGN_IN_REFUSALS = {
  notStarted: 'No sign-in was started in this browser, or it was already used',
  expired: 'The sign-in request expired, please try again',
  otherWallet: 'The sign-in was started for another wallet',
  badSignature: 'The signature does not match the wallet',
} as const;

export function nonceKey(nonceText: string): Hex {
  return keccak256(stringToBytes(nonceText));
}

export type SignInDeps = {
  /** False when already spent (an old copy of the session cookie). */
  spend: (key: Hex) => Promise<boolean>;
  verify: (address: Address, message: string, signature: Hex) => Promise<boolean>;
};

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
  // Only a good signature spends it: the text is offered to any asker (kept-nonce.ts).
  if (!(await deps.spend(nonceKey(pending.nonceText)))) return { ok: false, reason: SIGN_IN_REFUSALS.notStarted };
  return { ok: true, address: claimed };
}

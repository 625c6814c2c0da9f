/** A new address takes over password resets: changing one needs the current password. */
export function emailChangeNeedsPassword(current: string | null | undefined, next: string): boolean {
  return Boolean(current) && current!.trim().toLowerCase() !== next.trim().toLowerCase();
}

/** A wallet account's first address would give whoever holds its cookie a password login: the wallet signs for it (ASVS V3.7.1). */
export function firstEmailNeedsWallet(current: string | null | undefined, next: string): boolean {
  return !current?.trim() && Boolean(next.trim());
}

/** How long the wallet has to sign the text it is given. */
export const EMAIL_PROOF_SECONDS = 5 * 60;

export type EmailProof = { message: string; email: string; nonce: string; expiresAt: number };

/** The text the wallet signs: it names the address, so a signature adds that one only. */
export function emailProof(email: string, address: string, nonce: string, now: number): EmailProof {
  const normalised = email.trim().toLowerCase();
  return {
    message: `Add the e-mail address ${normalised} to your DRP account.\n\nWallet: ${address}\nNonce: ${nonce}`,
    email: normalised,
    nonce,
    expiresAt: now + EMAIL_PROOF_SECONDS * 1000,
  };
}

/** The proof this session was given, for this address, still in time (the signature is checked apart). */
export function emailProofFits(proof: EmailProof | undefined, email: string, now: number): proof is EmailProof {
  return Boolean(proof) && proof!.email === email.trim().toLowerCase() && now < proof!.expiresAt;
}

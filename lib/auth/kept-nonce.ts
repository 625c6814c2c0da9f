/**
 * A wallet's sign-in nonce is kept and offered again (issue 29: sign-in cannot be jammed). The
 * platform holds one `nonce_text` per wallet and replaces it on every POST /v2/users/wallet/connect,
 * so anyone asking for a wallet's nonce would cancel its owner's sign-in in progress. Instead, the
 * wallet's unused nonce is offered to every asker while it was asked for within KEEP_IDLE_MS and is
 * younger than KEEP_MAX_MS; only then is the platform asked for a new one. Asking for it gives
 * nothing but the text the wallet's owner alone can sign.
 */
export const KEEP_IDLE_MS = 10 * 60 * 1000;
export const KEEP_MAX_MS = 60 * 60 * 1000;

export type KeptNonce = { text: string; issuedAt: number };

/** Whether a kept nonce may be offered again at `now` (an unused one: a used one is never kept). */
export function reusable(kept: KeptNonce | null, now: number): kept is KeptNonce {
  return kept !== null && now - kept.issuedAt < KEEP_MAX_MS;
}

/** How long the store keeps it from `now`: the idle window, never past its maximum age. */
export function keepSeconds(kept: KeptNonce, now: number): number {
  return Math.max(1, Math.min(KEEP_IDLE_MS, kept.issuedAt + KEEP_MAX_MS - now) / 1000);
}

export function parseKeptNonce(text: string | null): KeptNonce | null {
  if (!text) return null;
  try {
    const v = JSON.parse(text) as Partial<KeptNonce>;
    return typeof v.text === 'string' && typeof v.issuedAt === 'number' ? { text: v.text, issuedAt: v.issuedAt } : null;
  } catch {
    return null;
  }
}

// The platform replaces a wallet's nonce on every connect, so asking anew would cancel the owner's sign-in.
export const KEEP_IDLE_MS = 10 * 60 * 1000;
export const KEEP_MAX_MS = 60 * 60 * 1000;

export type KeptNonce = { text: string; issuedAt: number };

export function reusable(kept: KeptNonce | null, now: number): kept is KeptNonce {
  return kept !== null && now - kept.issuedAt < KEEP_MAX_MS;
}

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

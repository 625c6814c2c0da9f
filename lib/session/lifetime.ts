// ASVS V3.3.1, V3.3.2: a server-side record backs each sealed cookie, so no copy outlives a logout.
export const SESSION_IDLE_SECONDS = 24 * 60 * 60;
export const SESSION_ABSOLUTE_SECONDS = 7 * 24 * 60 * 60;
// The idle clock is written back at most this often: a write on every request would be wasted.
export const SESSION_TOUCH_SECONDS = 5 * 60;
/** How long a wallet-gated route trusts the platform's last word that the session's token stands. */
export const TOKEN_CHECK_SECONDS = 15;

/** `email` lets a password reset end it; times in ms. */
export type SessionRecord = { userKey: string; startedAt: number; seenAt: number; email?: string };

export type RecordCheck = { kind: 'ended' } | { kind: 'valid'; touch: SessionRecord | null };

/** `touch` is the record to write back when its idle clock should move on. */
export function checkSessionRecord(record: SessionRecord | null, userKey: string, now: number): RecordCheck {
  if (!record || record.userKey !== userKey) return { kind: 'ended' };
  if (now - record.startedAt >= SESSION_ABSOLUTE_SECONDS * 1000) return { kind: 'ended' };
  if (now - record.seenAt >= SESSION_IDLE_SECONDS * 1000) return { kind: 'ended' };
  return { kind: 'valid', touch: now - record.seenAt >= SESSION_TOUCH_SECONDS * 1000 ? { ...record, seenAt: now } : null };
}

/** A password change or reset, or "Sign out everywhere", ends the account's earlier sessions. */
export function endedByAccount(record: SessionRecord, endedAt: Array<number | null>): boolean {
  return endedAt.some((t) => t !== null && record.startedAt < t);
}

export function recordTtlSeconds(record: SessionRecord, now: number): number {
  const absoluteLeft = (record.startedAt + SESSION_ABSOLUTE_SECONDS * 1000 - now) / 1000;
  return Math.max(1, Math.min(SESSION_IDLE_SECONDS, absoluteLeft));
}

export function parseSessionRecord(text: string | null): SessionRecord | null {
  if (!text) return null;
  try {
    const v = JSON.parse(text) as Partial<SessionRecord>;
    if (typeof v.userKey !== 'string' || typeof v.startedAt !== 'number' || typeof v.seenAt !== 'number') return null;
    return { userKey: v.userKey, startedAt: v.startedAt, seenAt: v.seenAt, ...(typeof v.email === 'string' ? { email: v.email } : {}) };
  } catch {
    return null;
  }
}

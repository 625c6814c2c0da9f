/**
 * How long a sign-in lasts (issue 29; ASVS V3.3.1, V3.3.2): a session is also a record on the
 * server, which logout, an expired platform token and a new sign-in delete, so no copy of the
 * sealed cookie outlives them. The record ends after SESSION_IDLE_SECONDS without a request that
 * reads the session, and SESSION_ABSOLUTE_SECONDS after the sign-in whatever the use (the sealed
 * cookie's own lifetime is the same absolute one).
 */
export const SESSION_IDLE_SECONDS = 24 * 60 * 60;
export const SESSION_ABSOLUTE_SECONDS = 7 * 24 * 60 * 60;
/** A record's idle clock is pushed on at most this often (a write per request would be wasted). */
export const SESSION_TOUCH_SECONDS = 5 * 60;

/**
 * What the server keeps of a session: whose it is (the account, and its e-mail at sign-in, by
 * which a password reset ends it) and when it started and was last used (ms).
 */
export type SessionRecord = { userKey: string; startedAt: number; seenAt: number; email?: string };

export type RecordCheck = { kind: 'ended' } | { kind: 'valid'; touch: SessionRecord | null };

/**
 * Whether a session record still stands for the cookie that names it: it exists, belongs to the
 * cookie's user, is inside both lifetimes; `touch` is the record to write back when its idle clock
 * should move on.
 */
export function checkSessionRecord(record: SessionRecord | null, userKey: string, now: number): RecordCheck {
  if (!record || record.userKey !== userKey) return { kind: 'ended' };
  if (now - record.startedAt >= SESSION_ABSOLUTE_SECONDS * 1000) return { kind: 'ended' };
  if (now - record.seenAt >= SESSION_IDLE_SECONDS * 1000) return { kind: 'ended' };
  return { kind: 'valid', touch: now - record.seenAt >= SESSION_TOUCH_SECONDS * 1000 ? { ...record, seenAt: now } : null };
}

/**
 * Whether a session started before its account's sessions were ended (a password change or reset,
 * "Sign out everywhere": issue 44). `endedAt` are the times the account, by key or by e-mail, was
 * last ended; a session started at that moment or later stands.
 */
export function endedByAccount(record: SessionRecord, endedAt: Array<number | null>): boolean {
  return endedAt.some((t) => t !== null && record.startedAt < t);
}

/** How long the store keeps a record from `now`: the idle window, never past the absolute end. */
export function recordTtlSeconds(record: SessionRecord, now: number): number {
  const absoluteLeft = (record.startedAt + SESSION_ABSOLUTE_SECONDS * 1000 - now) / 1000;
  return Math.max(1, Math.min(SESSION_IDLE_SECONDS, absoluteLeft));
}

/** Parses a stored record; anything else is no record. */
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

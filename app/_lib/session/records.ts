import 'server-only';
import { randomBytes } from 'node:crypto';
import { storeDelete, storeGet, storeSet } from '@/app/_lib/shared-store';
import { checkSessionRecord, parseSessionRecord, recordTtlSeconds, type SessionRecord } from '@/lib/session/lifetime';

/**
 * The server's record of each signed-in session (issue 29; ASVS V3.3.1): the sealed cookie names
 * its record by a random id, and a cookie whose record is gone or past its lifetimes signs in
 * no one, whichever copy of it is sent. Kept in the shared store (Redis with REDIS_URL).
 */
const key = (sid: string) => `drp:session:${sid}`;

/** Writes the record of a session starting now; returns its id for the cookie. */
export async function createSessionRecord(userKey: string, now = Date.now()): Promise<string> {
  const sid = randomBytes(18).toString('base64url');
  const record: SessionRecord = { userKey, startedAt: now, seenAt: now };
  await storeSet(key(sid), JSON.stringify(record), recordTtlSeconds(record, now));
  return sid;
}

/** Whether the record still stands for this cookie's user (and moves its idle clock on). */
export async function sessionRecordStands(sid: string | undefined, userKey: string | undefined, now = Date.now()): Promise<boolean> {
  if (!sid || !userKey) return false;
  const check = checkSessionRecord(parseSessionRecord(await storeGet(key(sid), now)), userKey, now);
  if (check.kind === 'ended') return false;
  if (check.touch) await storeSet(key(sid), JSON.stringify(check.touch), recordTtlSeconds(check.touch, now), { now });
  return true;
}

/** Ends the session for every copy of its cookie. */
export async function dropSessionRecord(sid: string | undefined): Promise<void> {
  if (sid) await storeDelete(key(sid));
}

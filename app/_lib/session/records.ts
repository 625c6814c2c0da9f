import 'server-only';
import { randomBytes } from 'node:crypto';
import { storeDelete, storeGet, storeSet } from '@/app/_lib/shared-store';
import { SESSION_ABSOLUTE_SECONDS, checkSessionRecord, endedByAccount, parseSessionRecord, recordTtlSeconds, type SessionRecord } from '@/lib/session/lifetime';
import type { SessionData } from '@/lib/session/options';

/** Server record per session (ASVS V3.3.1): a cookie whose record is gone or expired signs in no one. */
const key = (sid: string) => `drp:session:${sid}`;
/** By user key and by e-mail: a reset knows only the address. */
const endedKey = (who: { userKey: string } | { email: string }) =>
  'userKey' in who ? `drp:sessions-ended:u:${who.userKey}` : `drp:sessions-ended:e:${who.email.trim().toLowerCase()}`;

export async function createSessionRecord(userKey: string, now = Date.now(), email?: string | null): Promise<string> {
  const sid = randomBytes(18).toString('base64url');
  const record: SessionRecord = { userKey, startedAt: now, seenAt: now, ...(email ? { email: email.trim().toLowerCase() } : {}) };
  await storeSet(key(sid), JSON.stringify(record), recordTtlSeconds(record, now));
  return sid;
}

/** Also moves its idle clock on. */
export async function sessionRecordStands(sid: string | undefined, userKey: string | undefined, now = Date.now()): Promise<boolean> {
  if (!sid || !userKey) return false;
  const record = parseSessionRecord(await storeGet(key(sid), now));
  const check = checkSessionRecord(record, userKey, now);
  if (check.kind === 'ended') return false;
  const ended = await Promise.all([endedAt({ userKey }, now), record?.email ? endedAt({ email: record.email }, now) : null]);
  if (record && endedByAccount(record, ended)) {
    await storeDelete(key(sid));
    return false;
  }
  if (check.touch) await storeSet(key(sid), JSON.stringify(check.touch), recordTtlSeconds(check.touch, now), { now });
  return true;
}

export async function dropSessionRecord(sid: string | undefined): Promise<void> {
  if (sid) await storeDelete(key(sid));
}

async function endedAt(who: { userKey: string } | { email: string }, now: number): Promise<number | null> {
  const value = Number(await storeGet(endedKey(who), now));
  return Number.isFinite(value) && value > 0 ? value : null;
}

/** Sessions started before now no longer stand; kept as long as a session can live. */
export async function endAccountSessions(who: { userKey?: string; email?: string | null }, now = Date.now()): Promise<void> {
  if (who.userKey) await storeSet(endedKey({ userKey: who.userKey }), String(now), SESSION_ABSOLUTE_SECONDS, { now });
  if (who.email) await storeSet(endedKey({ email: who.email }), String(now), SESSION_ABSOLUTE_SECONDS, { now });
}

/** This one goes on under a new record. */
export async function endOtherSessions(session: SessionData & { save(): Promise<void> }, email?: string | null, now = Date.now()): Promise<void> {
  if (!session.userKey) return;
  await endAccountSessions({ userKey: session.userKey, email }, now);
  await dropSessionRecord(session.sid);
  session.sid = await createSessionRecord(session.userKey, now, email);
  await session.save();
}

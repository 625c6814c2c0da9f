import { checkSessionRecord, parseSessionRecord, recordTtlSeconds, SESSION_ABSOLUTE_SECONDS, SESSION_IDLE_SECONDS, SESSION_TOUCH_SECONDS } from './lifetime';

const HOUR = 3600_000;
const start = Date.UTC(2026, 10, 24, 10);
const record = { userKey: 'u1', startedAt: start, seenAt: start };

describe('checkSessionRecord', () => {
  it('ends a session whose record is gone (logout, new sign-in) or belongs to another user', () => {
    expect(checkSessionRecord(null, 'u1', start)).toEqual({ kind: 'ended' });
    expect(checkSessionRecord(record, 'u2', start)).toEqual({ kind: 'ended' });
  });

  it('keeps a session in use, moving its idle clock on at most every few minutes', () => {
    expect(checkSessionRecord(record, 'u1', start + 1000)).toEqual({ kind: 'valid', touch: null });
    const later = start + SESSION_TOUCH_SECONDS * 1000;
    expect(checkSessionRecord(record, 'u1', later)).toEqual({ kind: 'valid', touch: { ...record, seenAt: later } });
  });

  it('ends a session idle for the idle lifetime', () => {
    expect(checkSessionRecord(record, 'u1', start + SESSION_IDLE_SECONDS * 1000 - 1).kind).toBe('valid');
    expect(checkSessionRecord(record, 'u1', start + SESSION_IDLE_SECONDS * 1000).kind).toBe('ended');
  });

  it('ends a session at its absolute lifetime however much it is used', () => {
    const end = start + SESSION_ABSOLUTE_SECONDS * 1000;
    expect(checkSessionRecord({ ...record, seenAt: end - HOUR }, 'u1', end - 1).kind).toBe('valid');
    expect(checkSessionRecord({ ...record, seenAt: end - HOUR }, 'u1', end).kind).toBe('ended');
  });
});

describe('the stored record', () => {
  it('lives for the idle window, never past the absolute end', () => {
    expect(recordTtlSeconds(record, start)).toBe(SESSION_IDLE_SECONDS);
    expect(recordTtlSeconds(record, start + SESSION_ABSOLUTE_SECONDS * 1000 - 2 * HOUR)).toBe(7200);
  });

  it('reads only what was written', () => {
    expect(parseSessionRecord(JSON.stringify(record))).toEqual(record);
    expect(parseSessionRecord('{"userKey":1}')).toBeNull();
    expect(parseSessionRecord('nope')).toBeNull();
    expect(parseSessionRecord(null)).toBeNull();
  });
});

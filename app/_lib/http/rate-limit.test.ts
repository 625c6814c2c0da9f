import { rateLimit } from './rate-limit';
import { ceilingPaceSeconds, type RateRule } from '@/lib/http/rate-limits';

const from = (address: string) => new Request('http://localhost/api/x', { method: 'POST', headers: { 'x-drp-client-ip': address } });

async function wrong(rule: RateRule, account: string, address: string): Promise<number> {
  const gate = await rateLimit(from(address), rule, account);
  if (gate.response) return gate.response.status;
  await gate.failed();
  return 400;
}

describe('rate limits that slow an attacker, never the owner (issue 44)', () => {
  const rule = (name: string): RateRule => ({
    name,
    ip: { points: 100, seconds: 900 },
    account: { points: 5, seconds: 900 },
    counts: 'failures',
    accountKey: 'account+address',
    ceiling: { points: 20, seconds: 3600 },
  });

  it("counts one client's wrong codes against that client: the owner's code from elsewhere still reaches the platform", async () => {
    const r = rule('t-one-client');
    const statuses = [];
    for (let i = 0; i < 7; i++) statuses.push(await wrong(r, 'owner@example.com', '127.0.0.1'));
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429, 429]);
    const owner = await rateLimit(from('127.0.0.2'), r, 'Owner@Example.com');
    expect(owner.response).toBeNull();
  });

  it('past the per-account ceiling a client already counted waits a growing delay, never the ceiling’s hour; a fresh one still gets through', async () => {
    const r = rule('t-ceiling');
    // Four addresses × five wrong codes: the ceiling.
    for (let a = 1; a <= 4; a++) for (let i = 0; i < 5; i++) expect(await wrong(r, 'owner@example.com', `10.0.0.${a}`)).toBe(400);
    // An uncounted address passes; once counted, one try per pace window (2 s after one failure).
    expect(await wrong(r, 'owner@example.com', '10.0.0.5')).toBe(400);
    expect(await wrong(r, 'owner@example.com', '10.0.0.5')).toBe(400);
    const paced = await rateLimit(from('10.0.0.5'), r, 'owner@example.com');
    expect(paced.response?.status).toBe(429);
    const retryAfter = Number(paced.response?.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(2);
    // The owner, never counted, still passes at once.
    const owner = await rateLimit(from('10.0.0.99'), r, 'owner@example.com');
    expect(owner.response).toBeNull();
    await owner.failed();
  });

  it('lets the owner who typed one wrong password past the ceiling in again within seconds', async () => {
    const r = rule('t-ceiling-typo');
    for (let a = 1; a <= 4; a++) for (let i = 0; i < 5; i++) await wrong(r, 'owner@example.com', `10.1.0.${a}`);
    expect(await wrong(r, 'owner@example.com', '10.1.0.99')).toBe(400);
    // The typo's retry at once is let through (its pace starts with it) and succeeds.
    const retry = await rateLimit(from('10.1.0.99'), r, 'owner@example.com');
    expect(retry.response).toBeNull();
    await retry.succeeded();
    // The success cleared the ceiling: the next try waits for nothing.
    expect((await rateLimit(from('10.1.0.99'), r, 'owner@example.com')).response).toBeNull();
  });
});

describe('ceilingPaceSeconds', () => {
  it('doubles with the client’s own failures, from 2 s to at most a minute', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 9].map(ceilingPaceSeconds)).toEqual([2, 2, 4, 8, 16, 32, 60, 60]);
  });
});

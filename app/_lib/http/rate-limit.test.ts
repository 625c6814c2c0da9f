import { rateLimit } from './rate-limit';
import type { RateRule } from '@/lib/http/rate-limits';

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

  it('past the per-account ceiling a client already counted is refused, a fresh one still gets through', async () => {
    const r = rule('t-ceiling');
    // Four addresses × five wrong codes: the ceiling.
    for (let a = 1; a <= 4; a++) for (let i = 0; i < 5; i++) expect(await wrong(r, 'owner@example.com', `10.0.0.${a}`)).toBe(400);
    // An uncounted address passes once...
    expect(await wrong(r, 'owner@example.com', '10.0.0.5')).toBe(400);
    // ...then is refused, though its own window has room.
    expect(await wrong(r, 'owner@example.com', '10.0.0.5')).toBe(429);
    // The owner, never counted, still passes; the success clears the ceiling.
    const owner = await rateLimit(from('10.0.0.99'), r, 'owner@example.com');
    expect(owner.response).toBeNull();
    await owner.succeeded();
    expect(await wrong(r, 'owner@example.com', '10.0.0.5')).toBe(400);
  });
});

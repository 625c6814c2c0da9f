import { rateLimit } from './rate-limit';
import { ceilingPaceSeconds, type RateRule } from '@/lib/http/rate-limits';

const from = (address: string) => new Request('http://localhost/api/x', { method: 'POST', headers: { 'x-drp-client-ip': address } });

async function wrong(rule: RateRule, account: string, address: string): Promise<number> {
  const gate = await rateLimit(from(address), rule, account);
  if (gate.response) return gate.response.status;
  await gate.failed();
  return 400;
}

describe('rate limits that slow an attacker, never the owner', () => {
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

  it('past the per-account ceiling the counted clients share one slot whose wait doubles; a fresh one still gets through', async () => {
    const r = rule('t-ceiling');
    // Four addresses × five wrong codes: the ceiling.
    for (let a = 1; a <= 4; a++) for (let i = 0; i < 5; i++) expect(await wrong(r, 'owner@example.com', `10.0.0.${a}`)).toBe(400);
    // A counted address with several failures takes the account's slot; another one then waits for it.
    for (const a of [5, 6]) for (let i = 0; i < 2; i++) await wrong(r, 'owner@example.com', `10.0.0.${a}`);
    const statuses = [await wrong(r, 'owner@example.com', '10.0.0.5'), await wrong(r, 'owner@example.com', '10.0.0.6')];
    expect(statuses.sort()).toEqual([400, 429]);
    const paced = await rateLimit(from('10.0.0.6'), r, 'owner@example.com');
    expect(paced.response?.status).toBe(429);
    // The owner, never counted, still passes at once.
    const owner = await rateLimit(from('10.0.0.99'), r, 'owner@example.com');
    expect(owner.response).toBeNull();
    await owner.failed();
  });

  it('lets the owner who typed one wrong password past the ceiling in again within seconds', async () => {
    const r = rule('t-ceiling-typo');
    for (let a = 1; a <= 4; a++) for (let i = 0; i < 5; i++) await wrong(r, 'owner@example.com', `10.1.0.${a}`);
    expect(await wrong(r, 'owner@example.com', '10.1.0.99')).toBe(400);
    // The typo's retry is let through (its own short wait starts with it) and succeeds.
    const retry = await rateLimit(from('10.1.0.99'), r, 'owner@example.com');
    expect(retry.response).toBeNull();
    await retry.succeeded();
    // The success cleared the ceiling: the next try waits for nothing.
    expect((await rateLimit(from('10.1.0.99'), r, 'owner@example.com')).response).toBeNull();
  });
});

describe('ceilingPaceSeconds', () => {
  it('doubles with each try past the ceiling, from 2 s to at most 15 minutes', () => {
    expect([0, 1, 2, 3, 4, 9, 10, 11].map(ceilingPaceSeconds)).toEqual([2, 2, 4, 8, 16, 512, 900, 900]);
  });
});

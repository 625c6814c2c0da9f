import { expect, test } from '@playwright/test';
import { LANE_COUNT, LANES } from './support/lane';

/**
 * The last test of the run (its project depends on all the others): every platform call each lane's
 * stand-in received during the whole `npm test` run — the site's, and the tests' own — was a call
 * of the platform contract (lib/platform/platform-api.yaml), with documented parameters and body
 * fields, and every answer the stand-in gave fitted the contract's response schema.
 */
for (const lane of LANES.slice(0, LANE_COUNT)) {
  test(`every platform call of the run is in the contract, and every answer fits it (lane ${lane.index})`, async () => {
    await checkContract(`http://127.0.0.1:${lane.api}`);
  });
}

async function checkContract(apiUrl: string) {
  const res = await fetch(`${apiUrl}/__sandbox/contract`);
  const report = (await res.json()) as {
    enforced: boolean;
    calls: Array<{ method: string; path: string; operationId: string | null }>;
    violations: Array<{ method: string; path: string; query: string[]; problem: string }>;
  };
  expect(report.enforced, 'the stand-in runs with the contract guard').toBe(true);
  // The run made calls (a suite that reached no page would pass trivially).
  expect(report.calls.length).toBeGreaterThan(0);
  const listed = report.violations.map((v) => `${v.method} ${v.path}${v.query.length ? `?${v.query.join('&')}` : ''}: ${v.problem}`);
  expect([...new Set(listed)], 'calls and answers outside the platform contract').toEqual([]);
}

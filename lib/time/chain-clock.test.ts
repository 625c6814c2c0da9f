import { chainTimeFrom, clockOffset, CLOCK_TOLERANCE_MS, LATEST_BLOCK_LAG_MS } from './chain-clock';

const NOW = Date.parse('2026-11-27T12:00:00Z');
const seconds = (ms: number) => Math.floor(ms / 1000);

describe('chainTimeFrom', () => {
  it('takes the pending block’s time, ahead of or behind the server', () => {
    expect(chainTimeFrom({ timestamp: seconds(NOW + 4 * 86_400_000), pending: true }, NOW)).toBe(NOW + 4 * 86_400_000);
    expect(chainTimeFrom({ timestamp: seconds(NOW - 600_000), pending: true }, NOW)).toBe(NOW - 600_000);
  });
  it('takes the server’s clock for a pending block one slot behind it (a provider answering with the latest block)', () => {
    expect(chainTimeFrom({ timestamp: seconds(NOW - 12_000), pending: true }, NOW)).toBe(NOW);
  });
  it('takes the server’s clock when only a latest block a few seconds old is known', () => {
    expect(chainTimeFrom({ timestamp: seconds(NOW - 12_000), pending: false }, NOW)).toBe(NOW);
  });
  it('takes a latest block far from the server’s clock as the chain’s time', () => {
    expect(chainTimeFrom({ timestamp: seconds(NOW - LATEST_BLOCK_LAG_MS - 1000), pending: false }, NOW)).toBe(NOW - LATEST_BLOCK_LAG_MS - 1000);
    expect(chainTimeFrom({ timestamp: seconds(NOW + 60_000), pending: false }, NOW)).toBe(NOW + 60_000);
  });
  it('falls back to the server’s clock without a block', () => {
    expect(chainTimeFrom(null, NOW)).toBe(NOW);
  });
});

describe('clockOffset', () => {
  it('leaves a device clock within the tolerance alone', () => {
    expect(clockOffset(NOW, NOW + CLOCK_TOLERANCE_MS)).toBe(0);
    expect(clockOffset(NOW, NOW - 3000)).toBe(0);
  });
  it('corrects a device clock ten minutes fast or slow', () => {
    expect(clockOffset(NOW, NOW + 600_000)).toBe(-600_000);
    expect(clockOffset(NOW, NOW - 600_000)).toBe(600_000);
  });
});

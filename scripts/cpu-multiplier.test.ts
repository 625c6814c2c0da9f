import { calibratedCpuMultiplier } from './cpu-multiplier';

describe('calibratedCpuMultiplier', () => {
  it('gives the 4x default to the machine class Lighthouse assumes', () => {
    expect(calibratedCpuMultiplier(1533)).toBeCloseTo(4, 1);
  });

  it('follows the calculator at its anchor points', () => {
    expect(calibratedCpuMultiplier(2000)).toBeCloseTo(6, 1);
    expect(calibratedCpuMultiplier(1300)).toBe(3);
    expect(calibratedCpuMultiplier(1050)).toBe(2.5);
    expect(calibratedCpuMultiplier(800)).toBe(2);
    expect(calibratedCpuMultiplier(150)).toBe(1);
  });

  it('never goes under 1x and falls back to the default without an index', () => {
    expect(calibratedCpuMultiplier(100)).toBe(1);
    expect(calibratedCpuMultiplier(Number.NaN)).toBe(4);
  });
});

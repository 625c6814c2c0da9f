/**
 * Lighthouse's CPU throttling calculator (docs/throttling.md → "CPU throttling"; the formula of
 * patrickhulce/lighthouse-cpu-throttling-calculator): the slowdown that makes a machine with this
 * BenchmarkIndex behave like Lighthouse's reference mobile device. The default 4x assumes a
 * machine of index ~1533; a slower machine over-throttles with it.
 */
export function calibratedCpuMultiplier(benchmarkIndex: number): number {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 0) return 4;
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  if (benchmarkIndex >= 150) return 1 + (benchmarkIndex - 150) / 650;
  return 1;
}

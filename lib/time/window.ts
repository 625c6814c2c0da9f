// Windows on a chain's clock (unix seconds): where `now` falls, and what it counts down to.
export type WindowPhase = 'notStarted' | 'active' | 'finished';

/** Where `now` falls in a window [start, end) given in unix seconds (a chain's times). */
export function windowPhase(start: number | bigint, end: number | bigint, now: Date): WindowPhase {
  const t = Math.floor(now.getTime() / 1000);
  if (t < Number(start)) return 'notStarted';
  if (t < Number(end)) return 'active';
  return 'finished';
}

/** What a window counts down to: its start, then its end; nothing once finished. */
export function windowCountdown(start: number | bigint, end: number | bigint, now: Date): { label: 'Starts in' | 'Ends in'; target: Date } | null {
  const phase = windowPhase(start, end, now);
  if (phase === 'finished') return null;
  return phase === 'notStarted' ? { label: 'Starts in', target: new Date(Number(start) * 1000) } : { label: 'Ends in', target: new Date(Number(end) * 1000) };
}

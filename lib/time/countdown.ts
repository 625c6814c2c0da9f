export type Countdown = { done: boolean; days: number; hours: number; minutes: number; seconds: number };

export function countdown(target: Date, now: Date): Countdown {
  const ms = target.getTime() - now.getTime();
  if (ms <= 0) return { done: true, days: 0, hours: 0, minutes: 0, seconds: 0 };
  const total = Math.floor(ms / 1000);
  return {
    done: false,
    days: Math.floor(total / 86400),
    hours: Math.floor((total % 86400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** "2d 03h 04m 05s"; days are left out under a day. */
export function formatCountdown(c: Countdown): string {
  const clock = `${pad(c.hours)}h ${pad(c.minutes)}m ${pad(c.seconds)}s`;
  return c.days > 0 ? `${c.days}d ${clock}` : clock;
}

/**
 * What a countdown's live region says: the state, then "<label> less than a minute" in
 * its last minute, then the next state. It changes three times, never each second.
 */
export function countdownNote(c: Countdown | null, label: string, state: string): string {
  return c && !c.done && c.days + c.hours + c.minutes === 0 ? `${label} less than a minute` : state;
}

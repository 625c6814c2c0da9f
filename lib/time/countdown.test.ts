import { countdown, countdownNote, formatCountdown } from './countdown';

it('splits the time left into days, hours, minutes and seconds, done at zero', () => {
  const now = new Date('2022-02-12T08:00:00Z');
  expect(countdown(new Date('2022-02-13T09:01:02Z'), now)).toEqual({ done: false, days: 1, hours: 1, minutes: 1, seconds: 2 });
  expect(countdown(new Date('2022-02-12T08:00:00.999Z'), now)).toEqual({ done: false, days: 0, hours: 0, minutes: 0, seconds: 0 });
  expect(countdown(now, now).done).toBe(true);
  expect(countdown(new Date('2022-02-12T07:00:00Z'), now).done).toBe(true);
});

it('writes the time left with days only when there are some', () => {
  expect(formatCountdown({ done: false, days: 2, hours: 3, minutes: 4, seconds: 5 })).toBe('2d 03h 04m 05s');
  expect(formatCountdown({ done: false, days: 0, hours: 0, minutes: 0, seconds: 9 })).toBe('00h 00m 09s');
});

it('ticks over a day, an hour and a minute boundary', () => {
  const target = new Date('2022-06-02T22:00:00Z');
  expect(countdown(target, new Date('2022-06-01T22:00:00Z'))).toEqual({ done: false, days: 1, hours: 0, minutes: 0, seconds: 0 });
  expect(countdown(target, new Date('2022-06-01T22:00:01Z'))).toEqual({ done: false, days: 0, hours: 23, minutes: 59, seconds: 59 });
  expect(countdown(target, new Date('2022-06-02T21:59:59Z'))).toEqual({ done: false, days: 0, hours: 0, minutes: 0, seconds: 1 });
});

it('notes the state, then the last minute, then the next state, and not each second', () => {
  const target = new Date('2022-06-02T22:00:00Z');
  const note = (at: string, state = 'Coming Soon') => countdownNote(countdown(target, new Date(at)), 'Opens in', state);
  expect(note('2022-06-02T21:58:59Z')).toBe('Coming Soon');
  expect(note('2022-06-02T21:59:00Z')).toBe('Coming Soon');
  expect(note('2022-06-02T21:59:01Z')).toBe('Opens in less than a minute');
  expect(note('2022-06-02T21:59:59Z')).toBe('Opens in less than a minute');
  expect(note('2022-06-02T22:00:00Z', 'Open now')).toBe('Open now');
  expect(countdownNote(null, 'Opens in', 'Draw Closed')).toBe('Draw Closed');
});

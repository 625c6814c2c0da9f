import { countdown } from './countdown';

it('splits the time left into days, hours, minutes and seconds, done at zero', () => {
  const now = new Date('2022-02-12T08:00:00Z');
  expect(countdown(new Date('2022-02-13T09:01:02Z'), now)).toEqual({ done: false, days: 1, hours: 1, minutes: 1, seconds: 2 });
  expect(countdown(new Date('2022-02-12T08:00:00.999Z'), now)).toEqual({ done: false, days: 0, hours: 0, minutes: 0, seconds: 0 });
  expect(countdown(now, now).done).toBe(true);
  expect(countdown(new Date('2022-02-12T07:00:00Z'), now).done).toBe(true);
});

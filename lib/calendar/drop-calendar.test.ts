import { artistCalendar, dropCalendar, googleCalendarUrl, type DropRelease } from './drop-calendar';

const now = new Date('2026-01-01T00:00:00Z');
const drop: DropRelease = {
  key: 'd-1',
  title: 'Night Walls',
  releaseDate: '2026-03-05T17:30:00.000Z',
  url: 'https://drp.example/drops/night-walls',
  artist: 'Lushsux',
};
const lines = (ics: string) => ics.split(/\r?\n/);

it('writes the release in UTC with an hour, the URL and an alarm 15 minutes before', () => {
  const ics = lines(dropCalendar(drop, now));
  expect(ics).toEqual(
    expect.arrayContaining([
      'BEGIN:VCALENDAR',
      'METHOD:PUBLISH',
      'UID:drop-d-1@drp',
      'DTSTART:20260305T173000Z',
      'DTEND:20260305T183000Z',
      'SUMMARY:Night Walls by Lushsux',
      'URL;VALUE=URI:https://drp.example/drops/night-walls',
      'BEGIN:VALARM',
      'ACTION:DISPLAY',
      'TRIGGER:-PT15M',
    ]),
  );
});

it('escapes the platform’s text: no line of its own', () => {
  const ics = dropCalendar({ ...drop, title: 'A, B; C\nEND:VEVENT', artist: null }, now);
  expect(lines(ics)).toContain('SUMMARY:A\\, B\\; C END:VEVENT');
  expect(lines(ics).filter((l) => l === 'END:VEVENT')).toHaveLength(1);
  expect(lines(ics)).toContain('X-WR-CALNAME:A, B; C END:VEVENT');
  expect(lines(dropCalendar({ ...drop, key: 'd-1\nBEGIN:VEVENT' }, now))).toContain('UID:drop-d-1_BEGIN_VEVENT@drp');
});

it('keeps no control character or line separator of the platform’s text (VT, FF, NEL, U+2028/9)', () => {
  const ics = dropCalendar({ ...drop, title: 'A\u000bB\u000cC\u0085D\u2028E\u2029F\u0000G', artist: 'L\u2028X' }, now);
  expect(ics).not.toMatch(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u2028\u2029]/);
  expect(lines(ics)).toContain('SUMMARY:A B C D E F G by L X');
  expect(lines(ics)).toContain('X-WR-CALNAME:A B C D E F G');
});

it('an artist’s feed holds the releases after now only', () => {
  const past = { ...drop, key: 'd-0', releaseDate: '2025-12-01T00:00:00Z' };
  const ics = lines(artistCalendar('Lushsux', [past, drop], now));
  expect(ics.filter((l) => l.startsWith('UID:'))).toEqual(['UID:drop-d-1@drp']);
});

it('links Google Calendar with the UTC start and end', () => {
  const url = new URL(googleCalendarUrl(drop));
  expect(url.searchParams.get('action')).toBe('TEMPLATE');
  expect(url.searchParams.get('dates')).toBe('20260305T173000Z/20260305T183000Z');
  expect(url.searchParams.get('text')).toBe('Night Walls by Lushsux');
});

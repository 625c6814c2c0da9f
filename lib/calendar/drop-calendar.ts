import ical, { ICalAlarmType, ICalCalendarMethod } from 'ical-generator';

export type DropRelease = { key: string; title: string; releaseDate: string; url: string; artist?: string | null };

const EVENT_MS = 60 * 60_000;
const ALARM_BEFORE_S = 15 * 60;

// iCalendar text may hold no control character (RFC 5545 §3.3.11), and some readers break lines at NEL and U+2028/9; ical-generator escapes only commas, semicolons and newlines.
const oneLine = (text: string) => text.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, ' ');
const uid = (key: string) => `drop-${key.replace(/[^\w.-]/g, '_')}@drp`;

const eventTitle = (drop: DropRelease) => oneLine(drop.artist ? `${drop.title} by ${drop.artist}` : drop.title);

function addRelease(calendar: ReturnType<typeof ical>, drop: DropRelease, now: Date) {
  const start = new Date(drop.releaseDate);
  const event = calendar.createEvent({
    id: uid(drop.key),
    stamp: now,
    start,
    end: new Date(start.getTime() + EVENT_MS),
    timezone: null,
    summary: eventTitle(drop),
    description: drop.url,
    url: drop.url,
  });
  event.createAlarm({ type: ICalAlarmType.display, trigger: ALARM_BEFORE_S, description: oneLine(drop.title) });
}

export function dropCalendar(drop: DropRelease, now: Date): string {
  const calendar = ical({ name: oneLine(drop.title), prodId: { company: 'DRP', product: 'drops' }, method: ICalCalendarMethod.PUBLISH });
  addRelease(calendar, drop, now);
  return calendar.toString();
}

export function artistCalendar(artist: string, drops: readonly DropRelease[], now: Date): string {
  const calendar = ical({ name: oneLine(`${artist}: upcoming drops on DRP`), prodId: { company: 'DRP', product: 'drops' }, ttl: 60 * 60 });
  for (const drop of drops) if (new Date(drop.releaseDate) > now) addRelease(calendar, drop, now);
  return calendar.toString();
}

const utc = (d: Date) =>
  d
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

export function googleCalendarUrl(drop: DropRelease): string {
  const start = new Date(drop.releaseDate);
  const params = new URLSearchParams({
    action: 'TEMPLATE',
    text: eventTitle(drop),
    dates: `${utc(start)}/${utc(new Date(start.getTime() + EVENT_MS))}`,
    details: drop.url,
  });
  return `https://calendar.google.com/calendar/render?${params}`;
}

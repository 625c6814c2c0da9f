import { googleCalendarUrl, type DropRelease } from '@/lib/calendar/drop-calendar';
import styles from './add-to-calendar.module.css';

/** Links that put the drop's start in the visitor's calendar; no script. */
export function AddToCalendar({ release, icsHref }: { release: DropRelease; icsHref: string }) {
  return (
    <p className={styles.calendar}>
      <a href={icsHref} download>
        Add to calendar
      </a>
      <a href={googleCalendarUrl(release)} target="_blank" rel="noopener noreferrer">
        Google Calendar
      </a>
    </p>
  );
}

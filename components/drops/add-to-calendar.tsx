import { googleCalendarUrl, type DropRelease } from '@/lib/calendar/drop-calendar';
import styles from './add-to-calendar.module.css';

/** An upcoming drop's release in the collector's calendar (issue 48): the .ics file, or Google Calendar. Plain links, no script. */
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

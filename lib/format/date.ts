// UTC so the server's HTML and the browser agree; Intl, not date-fns, to keep client islands small.
const parts = (options: Intl.DateTimeFormatOptions) => {
  const f = new Intl.DateTimeFormat('en-US', { ...options, timeZone: 'UTC' });
  return (iso: string): Record<string, string> =>
    Object.fromEntries(
      f
        .formatToParts(new Date(iso))
        .filter((p) => p.type !== 'literal')
        .map((p) => [p.type, p.value]),
    );
};

const dropDateParts = parts({ month: 'short', day: '2-digit', year: 'numeric' });
const dateLineParts = parts({ weekday: 'long', month: 'short', day: 'numeric', year: 'numeric' });

/** platform-core §9 "MMM DD, YYYY" */
export function formatDropDate(iso: string): string {
  const { month, day, year } = dropDateParts(iso);
  return `${month} ${day}, ${year}`;
}

/** platform-core §9 "YYYY-MM-DD HH:mm:ss", no zone added; the `<time>` around it carries the instant. */
export function formatDateTime(iso: string): string {
  return new Date(iso).toISOString().slice(0, 19).replace('T', ' ');
}

/** drop-pages §2 "Thursday Feb 24 2022" */
export function formatDateLine(iso: string): string {
  const { weekday, month, day, year } = dateLineParts(iso);
  return `${weekday} ${month} ${day} ${year}`;
}

/**
 * Dates as the spec spells them, always in UTC so the server's HTML and the browser agree. Built on
 * Intl.DateTimeFormat, which every browser and Node ship: these run in client islands (the Eve and
 * Your Face rules), where date-fns' `format` cost about 6 KB gzip on pages at the edge of the budget.
 */
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

/** "MMM DD, YYYY" of platform-core §9, e.g. "Feb 12, 2022" (in UTC so server and browser agree). */
export function formatDropDate(iso: string): string {
  const { month, day, year } = dropDateParts(iso);
  return `${month} ${day}, ${year}`;
}

/**
 * "YYYY-MM-DD HH:mm:ss" of platform-core §9, exactly (no zone added to the spec's format), in UTC
 * so server and browser agree (a bid's time); the `<time>` around it carries the instant.
 */
export function formatDateTime(iso: string): string {
  return new Date(iso).toISOString().slice(0, 19).replace('T', ' ');
}

/** A drop's date line, "Thursday Feb 24 2022" (drop-pages §2's spelling), in UTC. */
export function formatDateLine(iso: string): string {
  const { weekday, month, day, year } = dateLineParts(iso);
  return `${weekday} ${month} ${day} ${year}`;
}

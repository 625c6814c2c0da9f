// UTC so the server's HTML and the browser agree; Intl, not date-fns, to keep client islands small.
const utc = (iso: string, options: Intl.DateTimeFormatOptions) => new Date(iso).toLocaleDateString('en-US', { ...options, timeZone: 'UTC' });

/** platform-core §9 "MMM DD, YYYY" */
export const formatDropDate = (iso: string): string => utc(iso, { month: 'short', day: '2-digit', year: 'numeric' });

/** platform-core §9 "YYYY-MM-DD HH:mm:ss", no zone added; the `<time>` around it carries the instant. */
export function formatDateTime(iso: string): string {
  return new Date(iso).toISOString().slice(0, 19).replace('T', ' ');
}

/** drop-pages §2 "Thursday Feb 24 2022" */
export const formatDateLine = (iso: string): string => utc(iso, { weekday: 'long', month: 'short', day: 'numeric', year: 'numeric' }).replaceAll(',', '');

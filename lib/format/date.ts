import { format } from 'date-fns';

/** "MMM DD, YYYY" of platform-core §9, e.g. "Feb 12, 2022" (in UTC so server and browser agree). */
export function formatDropDate(iso: string): string {
  const d = new Date(iso);
  return format(new Date(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()), 'MMM dd, yyyy');
}

/** "YYYY-MM-DD HH:mm:ss" of platform-core §9, in UTC so server and browser agree (a bid's time). */
export function formatDateTime(iso: string): string {
  return `${new Date(iso).toISOString().slice(0, 19).replace('T', ' ')} UTC`;
}

/** A drop's date line, "Thursday Feb 24 2022" (drop-pages §2's spelling), in UTC. */
export function formatDateLine(iso: string): string {
  const d = new Date(iso);
  return format(new Date(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()), 'EEEE MMM d yyyy');
}

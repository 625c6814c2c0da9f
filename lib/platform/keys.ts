import { NotFoundError } from './errors';

/**
 * A key from a URL as one path segment of a platform call. Only the shape keys have (letters,
 * digits, `_ . ~ @ + -`, at most 128) passes; anything else, and the dot segments `.` and `..`,
 * which the URL would resolve to another platform path, is a NotFoundError without a request.
 */
export const KEY = /^[\p{L}\p{N}_.~@+-]{1,128}$/u;

export function keySegment(key: string): string {
  if (!KEY.test(key) || /^\.+$/.test(key)) throw new NotFoundError();
  return encodeURIComponent(key);
}

import { NotFoundError } from './errors';

// Dot segments are refused too: the URL would resolve them to another platform path.
export const KEY = /^[\p{L}\p{N}_.~@+-]{1,128}$/u;

export function keySegment(key: string): string {
  if (!KEY.test(key) || /^\.+$/.test(key)) throw new NotFoundError();
  return encodeURIComponent(key);
}

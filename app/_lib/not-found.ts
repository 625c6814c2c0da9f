import 'server-only';
import { notFound } from 'next/navigation';
import { NotFoundError } from '@/lib/platform/errors';

/** A missing entity becomes the 404 page; other errors propagate. */
export async function orNotFound<T>(read: Promise<T>): Promise<T> {
  try {
    return await read;
  } catch (err) {
    if (err instanceof NotFoundError) notFound();
    throw err;
  }
}

export async function orNull<T>(read: Promise<T>): Promise<T | null> {
  try {
    return await read;
  } catch (err) {
    if (err instanceof NotFoundError) return null;
    throw err;
  }
}

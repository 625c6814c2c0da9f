import 'server-only';
import { notFound } from 'next/navigation';
import { NotFoundError } from '@/lib/platform/errors';

/** Awaits a platform read; a missing entity becomes the 404 page, every other error propagates. */
export async function orNotFound<T>(read: Promise<T>): Promise<T> {
  try {
    return await read;
  } catch (err) {
    if (err instanceof NotFoundError) notFound();
    throw err;
  }
}

/** Awaits a platform read; a missing entity becomes null. */
export async function orNull<T>(read: Promise<T>): Promise<T | null> {
  try {
    return await read;
  } catch (err) {
    if (err instanceof NotFoundError) return null;
    throw err;
  }
}

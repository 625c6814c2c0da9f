import { NextResponse } from 'next/server';
import type { z } from 'zod';
import { PlatformError } from '@/lib/platform/errors';

/** The one shape of a route handler's failure: `{ error }` with the right status. */
export function jsonError(status: number, error: string): NextResponse {
  return NextResponse.json({ error }, { status });
}

/** Maps a thrown error to a JSON answer: platform errors keep their status and text. */
export function errorResponse(err: unknown): NextResponse {
  if (err instanceof PlatformError) return jsonError(err.status, err.message);
  console.error('[api]', err);
  return jsonError(500, 'Something went wrong, please try again.');
}

/** Reads and validates a JSON body; a bad one is a 400 with the first validation message. */
export async function readJson<S extends z.ZodType>(req: Request, schema: S): Promise<{ data: z.output<S> } | { response: NextResponse }> {
  let raw: unknown;
  try {
    raw = await req.json();
  } catch {
    return { response: jsonError(400, 'The request body must be JSON') };
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) return { response: jsonError(400, parsed.error.issues[0]?.message ?? 'Invalid input') };
  return { data: parsed.data };
}

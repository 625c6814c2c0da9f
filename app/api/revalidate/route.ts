import { timingSafeEqual } from 'node:crypto';
import { revalidatePath, revalidateTag } from 'next/cache';
import { NextResponse } from 'next/server';
import { z } from 'zod';
import { serverConfig } from '@/lib/config/server';
import { jsonError, readJson } from '@/app/_lib/http/json';

const bodySchema = z.union([
  z.object({ tag: z.string().min(1, 'A tag is required').max(200) }),
  z.object({
    path: z
      .string()
      .regex(/^\/(?!\/)[^\s?#]*$/, 'A path starts with a single /')
      .max(200),
  }),
]);

function secretMatches(given: string | null, expected: string): boolean {
  if (!given) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Also called by server.mjs at start, for pages a build prerendered without the platform. */
export async function POST(req: Request) {
  const given = /^Bearer (.+)$/.exec(req.headers.get('authorization') ?? '')?.[1] ?? null;
  if (!secretMatches(given, serverConfig().revalidateSecret)) return jsonError(401, 'Invalid revalidation secret');
  // Bearer-authenticated, called by the platform's servers.
  const input = await readJson(req, bodySchema, { allowCrossSite: true });
  if ('response' in input) return input.response;
  if ('tag' in input.data) {
    revalidateTag(input.data.tag, { expire: 0 });
    return NextResponse.json({ revalidated: input.data.tag, now: Date.now() });
  }
  revalidatePath(input.data.path);
  return NextResponse.json({ revalidated: input.data.path, now: Date.now() });
}

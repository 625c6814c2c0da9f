import { NextResponse } from 'next/server';
import { ACCOUNT_MESSAGES } from '@/lib/accounts/messages';
import { MAX_IMAGE_BYTES } from '@/lib/accounts/schemas';
import { reencodeImage } from '@/lib/files/reencode';
import { RATE_LIMITS } from '@/lib/http/rate-limits';
import { crossSiteRefusal, jsonError } from '@/app/_lib/http/json';
import { rateLimit } from '@/app/_lib/http/rate-limit';
import { withUser } from '@/app/_lib/http/with-user';
import { revalidateProfile } from '@/app/_lib/profile-cache';
import { uploadProfileImage } from '@/lib/platform/users';

const FORM_OVERHEAD_BYTES = 64 * 1024;

/** A larger body is refused by its declared length before it is read (413). */
export async function PUT(req: Request, { params }: { params: Promise<{ field: string }> }) {
  const { field } = await params;
  if (field !== 'avatar' && field !== 'banner') return jsonError(404, 'Not found');
  const refused = crossSiteRefusal(req);
  if (refused) return refused;
  const declared = Number(req.headers.get('content-length') ?? NaN);
  if (!Number.isFinite(declared)) return jsonError(411, 'The upload must declare its length');
  if (declared > MAX_IMAGE_BYTES + FORM_OVERHEAD_BYTES) return jsonError(413, ACCOUNT_MESSAGES.imageTooLarge);
  return withUser(async ({ token, userKey }) => {
    const gate = await rateLimit(req, RATE_LIMITS.upload, userKey);
    if (gate.response) return gate.response;
    const form = await req.formData().catch(() => null);
    const file = form?.get(field);
    if (!file || typeof file === 'string') return jsonError(400, `Choose an image for the ${field}`);
    if (file.size > MAX_IMAGE_BYTES) return jsonError(413, ACCOUNT_MESSAGES.imageTooLarge);
    // Re-encoded by us: the platform stores pixels we wrote, with no trailing data or metadata.
    const clean = await reencodeImage(new Uint8Array(await file.arrayBuffer()));
    if (!clean) return jsonError(400, ACCOUNT_MESSAGES.imageType);
    // Never the sender's file name (`x.html`, `../y.svg`).
    const image = new File([clean.bytes], `${field}.${clean.type === 'image/png' ? 'png' : 'jpg'}`, { type: clean.type });
    const user = await uploadProfileImage(userKey, token, field, image, image.name);
    revalidateProfile(userKey, user.username);
    return NextResponse.json({ user });
  });
}

import { NextResponse } from 'next/server';
import { ACCOUNT_MESSAGES } from '@/lib/accounts/messages';
import { IMAGE_TYPES, MAX_IMAGE_BYTES } from '@/lib/accounts/schemas';
import { jsonError } from '@/app/_lib/http/json';
import { withUser } from '@/app/_lib/http/with-user';
import { revalidateProfile } from '@/app/_lib/profile-cache';
import { uploadProfileImage } from '@/lib/platform/users';

/** PUT form data with field "avatar" or "banner" (png or jpeg, at most 5 MB). */
export async function PUT(req: Request, { params }: { params: Promise<{ field: string }> }) {
  const { field } = await params;
  if (field !== 'avatar' && field !== 'banner') return jsonError(404, 'Not found');
  return withUser(async ({ token, userKey }) => {
    const form = await req.formData().catch(() => null);
    const file = form?.get(field);
    if (!file || typeof file === 'string') return jsonError(400, `Choose an image for the ${field}`);
    if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return jsonError(400, ACCOUNT_MESSAGES.imageType);
    if (file.size > MAX_IMAGE_BYTES) return jsonError(400, ACCOUNT_MESSAGES.imageTooLarge);
    const user = await uploadProfileImage(userKey, token, field, file, file.name || `${field}.png`);
    revalidateProfile(userKey, user.username);
    return NextResponse.json({ user });
  });
}

import { NextResponse } from 'next/server';
import { basicProfileSchema, changeEmailSchema, changePasswordSchema, socialsSchema, toPlatformProfile } from '@/lib/accounts/schemas';
import { jsonError, readJson } from '@/app/_lib/http/json';
import { withUser } from '@/app/_lib/http/with-user';
import { revalidateProfile } from '@/app/_lib/profile-cache';
import { changeEmail, changePassword, updateProfile } from '@/lib/platform/users';

/** PUT /api/me/{basic|socials|password|email}: each validated with the form's own schema. */
export async function PUT(req: Request, { params }: { params: Promise<{ part: string }> }) {
  const { part } = await params;
  return withUser(async ({ token, userKey }) => {
    const done = (body: { user?: { username: string } } | { ok: true }) => {
      revalidateProfile(userKey, 'user' in body ? body.user?.username : undefined);
      return NextResponse.json(body);
    };
    switch (part) {
      case 'basic': {
        const input = await readJson(req, basicProfileSchema);
        if ('response' in input) return input.response;
        return done({ user: await updateProfile(userKey, token, '/basic', toPlatformProfile(input.data)) });
      }
      case 'socials': {
        const input = await readJson(req, socialsSchema);
        if ('response' in input) return input.response;
        return done({ user: await updateProfile(userKey, token, '/socials', toPlatformProfile(input.data)) });
      }
      case 'password': {
        const input = await readJson(req, changePasswordSchema);
        if ('response' in input) return input.response;
        await changePassword(userKey, token, input.data.currentPassword, input.data.password);
        return done({ ok: true });
      }
      case 'email': {
        const input = await readJson(req, changeEmailSchema);
        if ('response' in input) return input.response;
        return done({ user: await changeEmail(userKey, token, input.data.email) });
      }
      default:
        return jsonError(404, 'Not found');
    }
  });
}

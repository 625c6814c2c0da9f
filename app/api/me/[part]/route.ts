import { NextResponse } from 'next/server';
import { basicProfileSchema, changeEmailSchema, changePasswordSchema, socialsSchema, toPlatformProfile } from '@/lib/accounts/schemas';
import { crossSiteRefusal, jsonError, readJson } from '@/app/_lib/http/json';
import { withUser } from '@/app/_lib/http/with-user';
import { rateLimit } from '@/app/_lib/http/rate-limit';
import { RATE_LIMITS } from '@/lib/http/rate-limits';
import { RequestRejectedError } from '@/lib/platform/errors';
import { revalidateProfile } from '@/app/_lib/profile-cache';
import { ACCOUNT_MESSAGES, REFUSALS } from '@/lib/accounts/messages';
import { emailChangeNeedsPassword } from '@/lib/accounts/email-change';
import { changeEmail, changePassword, getUser, loginWithPassword, logout, sendVerificationEmail, updateProfile } from '@/lib/platform/users';

/**
 * The current password, checked by a platform login with the account's address (the spec's
 * password and e-mail calls take only the new value), whose extra token is ended at once. Answers
 * the refusal, or the current address when the change may go on.
 */
async function currentPasswordRefusal(req: Request, user: { key: string }, current: string, currentPassword: string): Promise<Response | { current: string }> {
  if (!current) return jsonError(400, ACCOUNT_MESSAGES.passwordNeedsEmail);
  const gate = await rateLimit(req, RATE_LIMITS.changePassword, user.key);
  if (gate.response) return gate.response;
  try {
    const { token } = await loginWithPassword(current, currentPassword);
    await logout(token).catch(() => undefined);
    await gate.succeeded();
    return { current };
  } catch (err) {
    if (!(err instanceof RequestRejectedError)) throw err;
    await gate.failed();
    return jsonError(400, ACCOUNT_MESSAGES.currentPasswordWrong);
  }
}

/**
 * A new e-mail address takes over password resets, so changing it asks for the current password
 * (OWASP ASVS V2.5). An account with no e-mail yet (wallet sign-in) may set one.
 */
async function emailChangeRefusal(
  req: Request,
  user: { key: string; token: string },
  newEmail: string,
  currentPassword: string,
): Promise<Response | { current: string }> {
  const current = (await getUser(user.key, user.token)).email;
  if (!emailChangeNeedsPassword(current, newEmail)) return { current };
  if (!currentPassword) return jsonError(400, ACCOUNT_MESSAGES.emailChangeNeedsPassword);
  return currentPasswordRefusal(req, user, current, currentPassword);
}

/** PUT /api/me/{basic|socials|password|email}: each validated with the form's own schema. */
export async function PUT(req: Request, { params }: { params: Promise<{ part: string }> }) {
  const { part } = await params;
  const refused = crossSiteRefusal(req);
  if (refused) return refused;
  return withUser(
    async ({ token, userKey }) => {
      const gate = await rateLimit(req, RATE_LIMITS.profile, userKey);
      if (gate.response) return gate.response;
      const done = (body: { user?: { username: string } } | { ok: true }) => {
        revalidateProfile(userKey, 'user' in body ? body.user?.username : undefined);
        return NextResponse.json(body);
      };
      switch (part) {
        case 'basic': {
          const input = await readJson(req, basicProfileSchema);
          if ('response' in input) return input.response;
          const checked = await emailChangeRefusal(req, { key: userKey, token }, input.data.email, input.data.currentPassword);
          if (checked instanceof Response) return checked;
          const user = await updateProfile(userKey, token, '/basic', toPlatformProfile(input.data));
          // A new address (a wallet account's first one, or a change) is unverified: mail it its code.
          if (user.email && user.email.toLowerCase() !== checked.current.toLowerCase() && !user.emailVerified) {
            // Best effort, within the verification mail's own limit: the save itself has happened.
            const mailGate = await rateLimit(req, RATE_LIMITS.sendVerification, userKey);
            if (!mailGate.response)
              await sendVerificationEmail(user.email).catch((err: Error) => console.error('[profile] verification mail failed', err.message));
          }
          return done({ user });
        }
        case 'socials': {
          const input = await readJson(req, socialsSchema);
          if ('response' in input) return input.response;
          return done({ user: await updateProfile(userKey, token, '/socials', toPlatformProfile(input.data)) });
        }
        case 'password': {
          const input = await readJson(req, changePasswordSchema);
          if ('response' in input) return input.response;
          // A wrong current password is counted (its own limit), so it cannot be guessed from a stolen session.
          const checked = await currentPasswordRefusal(req, { key: userKey }, (await getUser(userKey, token)).email, input.data.currentPassword);
          if (checked instanceof Response) return checked;
          await changePassword(userKey, token, input.data.password);
          return done({ ok: true });
        }
        case 'email': {
          const input = await readJson(req, changeEmailSchema);
          if ('response' in input) return input.response;
          const checked = await emailChangeRefusal(req, { key: userKey, token }, input.data.email, input.data.currentPassword);
          if (checked instanceof Response) return checked;
          return done({ user: await changeEmail(userKey, token, input.data.email) });
        }
        default:
          return jsonError(404, 'Not found');
      }
    },
    part === 'password' ? REFUSALS.password : REFUSALS.profile,
  );
}

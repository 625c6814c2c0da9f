import { NextResponse } from 'next/server';
import { basicProfileSchema, changeEmailSchema, changePasswordSchema, confirmEmailSchema, socialsSchema, toPlatformProfile } from '@/lib/accounts/schemas';
import { crossSiteRefusal, jsonError, readJson } from '@/app/_lib/http/json';
import { withUser } from '@/app/_lib/http/with-user';
import { mailAllowed, rateLimit } from '@/app/_lib/http/rate-limit';
import { RATE_LIMITS, TOO_MANY_ATTEMPTS } from '@/lib/http/rate-limits';
import { RequestRejectedError } from '@/lib/platform/errors';
import { revalidateProfile } from '@/app/_lib/profile-cache';
import { ACCOUNT_MESSAGES, REFUSALS } from '@/lib/accounts/messages';
import { EMAIL_PROOF_SECONDS, emailChangeNeedsPassword, emailProofFits, firstEmailNeedsWallet } from '@/lib/accounts/email-change';
import { storeSet } from '@/app/_lib/shared-store';
import { signatureValid } from '@/app/_lib/session/signature';
import { changeEmail, changePassword, getUser, loginWithPassword, logout, updateProfile, verifyEmail } from '@/lib/platform/users';
import { getSession } from '@/app/_lib/session/session';
import { endOtherSessions } from '@/app/_lib/session/records';

/** Checked by a platform login (the spec's change calls take only the new value), whose extra token is ended at once. */
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

/** A first address gives a password login: only the wallet itself may add it, by signing the text it was given for that address. */
async function walletProofRefusal(newEmail: string, signature: string | undefined): Promise<Response | null> {
  const session = await getSession();
  const proof = session.emailProof;
  if (!signature || !session.address || !emailProofFits(proof, newEmail, Date.now())) return jsonError(403, ACCOUNT_MESSAGES.emailNeedsWallet);
  const valid = await signatureValid(session.address as `0x${string}`, proof.message, signature as `0x${string}`);
  delete session.emailProof;
  await session.save();
  // Spent on the server too: a copy of the cookie from before still holds the proof.
  const first = valid && (await storeSet(`drp:email-proof-spent:${proof.nonce}`, '1', EMAIL_PROOF_SECONDS, { onlyIfAbsent: true }));
  return first ? null : jsonError(403, ACCOUNT_MESSAGES.emailNeedsWallet);
}

/** The e-mail takes over password resets, so changing it needs the current password (ASVS V2.5), and a first one the wallet's signature (V3.7.1). */
async function emailChangeRefusal(
  req: Request,
  user: { key: string; token: string },
  newEmail: string,
  currentPassword: string,
  walletSignature?: string,
): Promise<Response | { current: string }> {
  const current = (await getUser(user.key, user.token)).email;
  if (firstEmailNeedsWallet(current, newEmail)) return (await walletProofRefusal(newEmail, walletSignature)) ?? { current };
  if (!emailChangeNeedsPassword(current, newEmail)) return { current };
  if (!currentPassword) return jsonError(400, ACCOUNT_MESSAGES.emailChangeNeedsPassword);
  return currentPasswordRefusal(req, user, current, currentPassword);
}

/** Only staged: the platform keeps the old address until the mailed code comes back (confirm-email). */
async function stageEmail(req: Request, user: { key: string; token: string }, email: string): Promise<Response | null> {
  const mailGate = await rateLimit(req, RATE_LIMITS.sendVerification, email);
  if (mailGate.response) return mailGate.response;
  if (!(await mailAllowed(email, 'stage'))) return jsonError(429, TOO_MANY_ATTEMPTS);
  await changeEmail(user.key, user.token, email);
  const session = await getSession();
  session.pendingEmail = email.trim().toLowerCase();
  await session.save();
  return null;
}

const sameAddress = (a: string | null | undefined, b: string | null | undefined) => (a ?? '').trim().toLowerCase() === (b ?? '').trim().toLowerCase();

export async function PUT(req: Request, { params }: { params: Promise<{ part: string }> }) {
  const { part } = await params;
  const refused = crossSiteRefusal(req);
  if (refused) return refused;
  return withUser(
    async ({ token, userKey }) => {
      const gate = await rateLimit(req, RATE_LIMITS.profile, userKey);
      if (gate.response) return gate.response;
      const done = async (pendingEmail?: string) => {
        const user = await getUser(userKey, token);
        revalidateProfile(userKey, user.username);
        return NextResponse.json(pendingEmail ? { user, pendingEmail } : { user });
      };
      switch (part) {
        case 'basic': {
          const input = await readJson(req, basicProfileSchema);
          if ('response' in input) return input.response;
          const checked = await emailChangeRefusal(req, { key: userKey, token }, input.data.email, input.data.currentPassword, input.data.walletSignature);
          if (checked instanceof Response) return checked;
          const { email, ...rest } = toPlatformProfile(input.data);
          const staging = !sameAddress(email, checked.current);
          await updateProfile(userKey, token, '/basic', staging ? rest : { ...rest, email });
          if (staging) {
            const stopped = await stageEmail(req, { key: userKey, token }, email);
            if (stopped) return stopped;
          }
          return done(staging ? email : undefined);
        }
        case 'socials': {
          const input = await readJson(req, socialsSchema);
          if ('response' in input) return input.response;
          await updateProfile(userKey, token, '/socials', toPlatformProfile(input.data));
          return done();
        }
        case 'password': {
          const input = await readJson(req, changePasswordSchema);
          if ('response' in input) return input.response;
          // Counted on its own limit, so a stolen session cannot guess it.
          const checked = await currentPasswordRefusal(req, { key: userKey }, (await getUser(userKey, token)).email, input.data.currentPassword);
          if (checked instanceof Response) return checked;
          await changePassword(userKey, token, input.data.password);
          await endOtherSessions(await getSession(), checked.current);
          return NextResponse.json({ ok: true });
        }
        case 'email': {
          const input = await readJson(req, changeEmailSchema);
          if ('response' in input) return input.response;
          const checked = await emailChangeRefusal(req, { key: userKey, token }, input.data.email, input.data.currentPassword, input.data.walletSignature);
          if (checked instanceof Response) return checked;
          if (sameAddress(input.data.email, checked.current)) return done();
          const stopped = await stageEmail(req, { key: userKey, token }, input.data.email);
          return stopped ?? done(input.data.email.trim().toLowerCase());
        }
        case 'confirm-email': {
          const input = await readJson(req, confirmEmailSchema);
          if ('response' in input) return input.response;
          const session = await getSession();
          const pending = session.pendingEmail;
          if (!pending) return jsonError(400, ACCOUNT_MESSAGES.noEmailPending);
          const codeGate = await rateLimit(req, RATE_LIMITS.verifyEmail, pending);
          if (codeGate.response) return codeGate.response;
          try {
            await verifyEmail(pending, input.data.code);
          } catch (err) {
            if (!(err instanceof RequestRejectedError)) throw err;
            await codeGate.failed();
            return jsonError(400, REFUSALS.code.default);
          }
          await codeGate.succeeded();
          delete session.pendingEmail;
          await session.save();
          return done();
        }
        default:
          return jsonError(404, 'Not found');
      }
    },
    part === 'password' ? REFUSALS.password : REFUSALS.profile,
  );
}

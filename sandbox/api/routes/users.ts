import { randomBytes, randomInt } from 'node:crypto';
import { getAddress, isAddress, verifyMessage, type Hex } from 'viem';
import type { Db, Row } from '../../db/db';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { HttpError, pageParams, paged, str, type Ctx, type Router } from '../http';
import { serializeUser } from '../serialize';

const serializeTransaction = (t: Row) => ({
  key: t.key,
  currency: t.currency,
  amount: t.amount,
  kind: t.kind,
  description: t.description,
  status: t.status,
  tx_hash: t.tx_hash,
  created: new Date(t.created).toISOString(),
});

const TOKEN_LIFETIME_MS = 7 * 86_400_000;
/** A nonce text is outstanding (answered again to every asker) until a login uses it or it is this old. */
export const NONCE_LIFETIME_MINUTES = 60;
export const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const IMAGE_TYPES = new Set(['image/png', 'image/jpeg']);
const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

/** The user behind the bearer token; a missing, unknown or expired token is 401 "Unauthorized". */
export async function requireUser(db: Db, ctx: Ctx): Promise<Row> {
  const token = /^Bearer (.+)$/.exec(ctx.req.headers.authorization ?? '')?.[1];
  if (!token) throw new HttpError(401, 'Unauthorized');
  const row = (
    await db.query<Row>('SELECT u.* FROM auth_tokens t JOIN users u ON u.key = t.user_key WHERE t.token = $1 AND t.expires_at > sandbox_now()', [token])
  ).rows[0];
  if (!row) throw new HttpError(401, 'Unauthorized');
  return row;
}

async function requireOwner(db: Db, ctx: Ctx): Promise<Row> {
  const user = await requireUser(db, ctx);
  if (ctx.params.key !== user.key && ctx.params.key !== user.username) throw new HttpError(403, 'You can only change your own account');
  return user;
}

async function issueToken(db: Db, userKey: string): Promise<string> {
  const token = randomBytes(32).toString('hex');
  await db.query("INSERT INTO auth_tokens (token, user_key, expires_at) VALUES ($1, $2, sandbox_now() + $3 * interval '1 millisecond')", [
    token,
    userKey,
    TOKEN_LIFETIME_MS,
  ]);
  return token;
}

/**
 * "Sends" the address its code (the sandbox outbox keeps every e-mail). A live code is sent again
 * rather than replaced, so asking again and again does not spend the code the owner holds; a code
 * for a new address names the account that asked (`userKey`), and a new account's claim replaces it.
 */
async function sendCode(db: Db, email: string, purpose: 'verify' | 'reset', siteUrl: string, userKey: string | null = null): Promise<void> {
  const live = (
    await db.query<Row>(
      `SELECT code FROM email_codes WHERE email = $1 AND purpose = $2 AND user_key IS NOT DISTINCT FROM $3
         AND created > sandbox_now() - $4 * interval '1 minute'`,
      [email, purpose, userKey, CODE_LIFETIME_MINUTES],
    )
  ).rows[0];
  const code = live?.code ?? String(randomInt(0, 1_000_000)).padStart(6, '0');
  if (!live) {
    await db.query(
      `INSERT INTO email_codes (email, purpose, code, created, user_key) VALUES ($1, $2, $3, sandbox_now(), $4)
       ON CONFLICT (email, purpose) DO UPDATE SET code = EXCLUDED.code, created = sandbox_now(), attempts = 0, failures = '{}'::jsonb, user_key = EXCLUDED.user_key`,
      [email, purpose, code, userKey],
    );
  }
  const q = `email=${encodeURIComponent(email)}&code=${code}`;
  const [subject, link] =
    purpose === 'verify' ? ['Verify your e-mail address', `${siteUrl}/verifyemail?${q}`] : ['Reset your password', `${siteUrl}/reset-password?${q}`];
  await db.query('INSERT INTO outbox (email, subject, code, link) VALUES ($1, $2, $3, $4)', [email, subject, code, link]);
}

/**
 * A code lives 30 minutes. Wrong tries count against the client that sent them: 5 from one client
 * and that client is refused, while the owner's right code from elsewhere still works; 50 in all
 * end the code (a new one can be requested).
 */
export const CODE_LIFETIME_MINUTES = 30;
export const CODE_MAX_ATTEMPTS = 5;
export const CODE_MAX_FAILURES = 50;

/** The client a request came from: the address the site forwards, else the socket's. */
export function requestClient(ctx: Ctx): string {
  const forwarded = String(ctx.req.headers['x-forwarded-for'] ?? '')
    .split(',')[0]
    .trim();
  return forwarded || ctx.req.socket.remoteAddress || 'unknown';
}

/** Takes the code if it is right; answers the account a new-address code names (else null). */
async function takeCode(db: Db, email: string, purpose: 'verify' | 'reset', code: string, client: string): Promise<string | null> {
  const row = (
    await db.query<Row>(
      `SELECT code, attempts, failures, user_key, created < sandbox_now() - $3 * interval '1 minute' AS expired FROM email_codes WHERE email = $1 AND purpose = $2`,
      [email, purpose, CODE_LIFETIME_MINUTES],
    )
  ).rows[0];
  const mine = Number((row?.failures as Record<string, number> | undefined)?.[client] ?? 0);
  if (!row || row.expired || row.attempts >= CODE_MAX_FAILURES || mine >= CODE_MAX_ATTEMPTS) throw new HttpError(400, 'Invalid or expired code');
  if (row.code !== code) {
    await db.query(
      `UPDATE email_codes SET attempts = attempts + 1, failures = jsonb_set(failures, ARRAY[$3::text], to_jsonb($4::int)) WHERE email = $1 AND purpose = $2`,
      [email, purpose, client, mine + 1],
    );
    throw new HttpError(400, 'Invalid or expired code');
  }
  await db.query('DELETE FROM email_codes WHERE email = $1 AND purpose = $2', [email, purpose]);
  return (row.user_key as string | null) ?? null;
}

function requireEmail(email: string): string {
  if (!email) throw new HttpError(400, 'Email is required');
  if (!EMAIL_RE.test(email)) throw new HttpError(400, 'Invalid email address format');
  return email.toLowerCase();
}

/** A new password (register, reset, change): at least 8 characters, as the spec's message says. */
export const NEW_PASSWORD_MIN = 8;

function requireNewPassword(password: string): string {
  if (password.length < NEW_PASSWORD_MIN) throw new HttpError(400, 'Password must be 8 characters at minimum');
  return password;
}

const PROFILE_FIELDS = ['firstname', 'lastname', 'username', 'email', 'bio', 'location'] as const;
const SOCIAL_FIELDS = ['social_twitter', 'social_instagram', 'social_site', 'social_facebook', 'social_discord', 'social_clubhouse'] as const;
const LIMITS: Record<string, number> = { firstname: 255, lastname: 255, username: 255, email: 255, bio: 500, location: 255 };

/**
 * A new address is staged, never saved: it waits in pending_email and is mailed a code, and joins
 * the account only when POST /users/verify/email brings that code back. The account
 * keeps the address it had, and the address's owner can still register it.
 */
async function stageEmail(db: Db, user: Row, value: string, siteUrl: string): Promise<Row> {
  const email = requireEmail(value);
  if ((await db.query('SELECT 1 FROM users WHERE email = $1 AND key <> $2', [email, user.key])).rows.length) {
    throw new HttpError(400, 'Email already exists');
  }
  const staged = (await db.query<Row>('UPDATE users SET pending_email = $1 WHERE key = $2 RETURNING *', [email, user.key])).rows[0];
  await sendCode(db, email, 'verify', siteUrl, user.key);
  return staged;
}

async function updateUser(db: Db, user: Row, json: Record<string, unknown>, fields: readonly string[], siteUrl: string): Promise<Row> {
  const sets: string[] = [];
  const args: unknown[] = [];
  for (const f of fields) {
    if (!(f in json)) continue;
    const value = typeof json[f] === 'string' ? (json[f] as string).trim() : '';
    const limit = LIMITS[f] ?? 200;
    if (value.length > limit) throw new HttpError(400, `${f} must be at most ${limit} characters`);
    if (['firstname', 'lastname', 'username'].includes(f) && !value) throw new HttpError(400, `${f} is required`);
    if (f === 'email' && value.toLowerCase() !== user.email) {
      user = await stageEmail(db, user, value, siteUrl);
      continue;
    }
    if (f === 'email') continue;
    if (f === 'username' && (await db.query('SELECT 1 FROM users WHERE username = $1 AND key <> $2', [value, user.key])).rows.length) {
      throw new HttpError(400, 'Username already exists');
    }
    args.push(value);
    sets.push(`${f} = $${args.length}`);
  }
  if (sets.length === 0) return user;
  args.push(user.key);
  return (await db.query<Row>(`UPDATE users SET ${sets.join(', ')} WHERE key = $${args.length} RETURNING *`, args)).rows[0];
}

async function readImageUpload(ctx: Ctx, field: 'avatar' | 'banner'): Promise<{ type: string; data: Buffer }> {
  const contentType = ctx.req.headers['content-type'] ?? '';
  if (!contentType.startsWith('multipart/form-data')) throw new HttpError(400, `Send the image as form data field "${field}"`);
  const form = await new Response(new Uint8Array(ctx.body), { headers: { 'content-type': contentType } }).formData();
  const file = form.get(field);
  if (!file || typeof file === 'string') throw new HttpError(400, `Form field "${field}" is missing`);
  if (!IMAGE_TYPES.has(file.type)) throw new HttpError(400, 'Only png or jpeg images are accepted');
  if (file.size > MAX_UPLOAD_BYTES) throw new HttpError(400, 'The image must be 5 MB or smaller');
  return { type: file.type, data: Buffer.from(await file.arrayBuffer()) };
}

export function userRoutes(router: Router, db: Db, siteUrl: string) {
  const findUser = async (key: string) => {
    const u = (await db.query<Row>('SELECT * FROM users WHERE key = $1 OR username = $1 LIMIT 1', [key])).rows[0];
    if (!u) throw new HttpError(404, 'User not found');
    return u;
  };

  const uploadImage = (field: 'avatar' | 'banner') => async (ctx: Ctx) => {
    const user = await requireOwner(db, ctx);
    const { type, data } = await readImageUpload(ctx, field);
    const fileKey = `${field}-${user.key}-${randomBytes(6).toString('hex')}`;
    await db.query('INSERT INTO files (key, content_type, data) VALUES ($1, $2, $3)', [fileKey, type, data]);
    const url = `/files/${fileKey}`;
    const set = { original: url, sm: url, mini: url };
    const updated = (await db.query<Row>(`UPDATE users SET ${field} = $1 WHERE key = $2 RETURNING *`, [set, user.key])).rows[0];
    return { user: serializeUser(updated, ctx.baseUrl, true) };
  };

  router
    .on('POST', '/users/login', async ({ json, baseUrl }) => {
      const email = requireEmail(str(json, 'email'));
      const password = str(json, 'password');
      if (!password) throw new HttpError(400, 'Password is required');
      const user = (await db.query<Row>('SELECT * FROM users WHERE email = $1', [email])).rows[0];
      if (!user || !(await verifyPassword(password, user.password_hash))) throw new HttpError(400, 'Email or password is incorrect');
      return { user: serializeUser(user, baseUrl, true), token: await issueToken(db, user.key) };
    })
    .on('POST', '/users', async ({ json, baseUrl, res }) => {
      const email = requireEmail(str(json, 'email'));
      const password = requireNewPassword(str(json, 'password'));
      const firstname = str(json, 'firstname');
      const lastname = str(json, 'lastname');
      const username = str(json, 'username');
      if (!firstname || !lastname || !username) throw new HttpError(400, 'First name, last name and nick name are required');
      if ((await db.query('SELECT 1 FROM users WHERE email = $1', [email])).rows.length) throw new HttpError(400, 'Email already exists');
      if ((await db.query('SELECT 1 FROM users WHERE username = $1', [username])).rows.length) throw new HttpError(400, 'Username already exists');
      const key = `u-${randomBytes(8).toString('hex')}`;
      const user = (
        await db.query<Row>('INSERT INTO users (key, firstname, lastname, username, email, password_hash) VALUES ($1,$2,$3,$4,$5,$6) RETURNING *', [
          key,
          firstname,
          lastname,
          username,
          email,
          await hashPassword(password),
        ])
      ).rows[0];
      // The owner's registration wins over any account still waiting to prove this address.
      await db.query('UPDATE users SET pending_email = NULL WHERE pending_email = $1', [email]);
      await sendCode(db, email, 'verify', siteUrl);
      res.statusCode = 201;
      return { user: serializeUser(user, baseUrl, true) };
    })
    .on('PUT', '/users/forgotpassword', async ({ json }) => {
      const email = requireEmail(str(json, 'email'));
      if (!(await db.query('SELECT 1 FROM users WHERE email = $1', [email])).rows.length) throw new HttpError(404, 'User not found');
      await sendCode(db, email, 'reset', siteUrl);
      return { message: 'A reset code has been sent to your email' };
    })
    .on('PUT', '/users/resetpassword', async (ctx) => {
      const { json } = ctx;
      const email = requireEmail(str(json, 'email'));
      const password = requireNewPassword(str(json, 'password'));
      await takeCode(db, email, 'reset', str(json, 'code'), requestClient(ctx));
      await db.query('UPDATE users SET password_hash = $1 WHERE email = $2', [await hashPassword(password), email]);
      await db.query('DELETE FROM auth_tokens WHERE user_key = (SELECT key FROM users WHERE email = $1)', [email]);
      return { message: 'Password has been reset' };
    })
    .on('POST', '/email/verify', async ({ json }) => {
      const email = requireEmail(str(json, 'email'));
      const user = (await db.query<Row>('SELECT email_verified FROM users WHERE email = $1', [email])).rows[0];
      if (user) {
        if (user.email_verified) throw new HttpError(400, 'Email is already verified');
        await sendCode(db, email, 'verify', siteUrl);
        return { message: 'A verification code has been sent to your email' };
      }
      // An address an account is waiting to prove: its code again, for that account.
      const staging = (await db.query<Row>('SELECT * FROM users WHERE pending_email = $1 ORDER BY key LIMIT 1', [email])).rows[0];
      if (!staging) throw new HttpError(404, 'User not found');
      await sendCode(db, email, 'verify', siteUrl, staging.key);
      return { message: 'A verification code has been sent to your email' };
    })
    .on('POST', '/users/verify/email', async (ctx) => {
      const { query, json } = ctx;
      const email = requireEmail(query.get('email') ?? str(json, 'email'));
      const staged = await takeCode(db, email, 'verify', query.get('code') ?? str(json, 'code'), requestClient(ctx));
      if (staged) {
        // The code came back: the address is proven and joins the account that staged it.
        if ((await db.query('SELECT 1 FROM users WHERE email = $1', [email])).rows.length) throw new HttpError(400, 'Email already exists');
        const moved = await db.query('UPDATE users SET email = $1, email_verified = true, pending_email = NULL WHERE key = $2 AND pending_email = $1', [
          email,
          staged,
        ]);
        if (!moved.affectedRows) throw new HttpError(400, 'Invalid or expired code');
        return { message: 'Email has been verified.' };
      }
      await db.query('UPDATE users SET email_verified = true WHERE email = $1', [email]);
      return { message: 'Email has been verified.' };
    })
    .on('POST', '/users/logout', async (ctx) => {
      await requireUser(db, ctx);
      const token = /^Bearer (.+)$/.exec(ctx.req.headers.authorization ?? '')?.[1];
      await db.query('DELETE FROM auth_tokens WHERE token = $1', [token]);
      return { message: 'Logged out' };
    })
    .on('POST', '/v2/users/wallet/connect', async ({ json }) => {
      const raw = str(json, 'wallet_address');
      if (!isAddress(raw, { strict: false })) throw new HttpError(400, 'A valid wallet_address is required');
      const address = getAddress(raw).toLowerCase();
      // Anyone may name any wallet here: an outstanding nonce is answered again, never replaced.
      const outstanding = (
        await db.query<Row>(
          `SELECT nonce_text FROM users WHERE wallet_address = $1 AND nonce_text IS NOT NULL AND nonce_issued > sandbox_now() - $2 * interval '1 minute'`,
          [address, NONCE_LIFETIME_MINUTES],
        )
      ).rows[0];
      if (outstanding) return { nonce_text: outstanding.nonce_text };
      const nonceText = `Sign this message to log in to DRP.\n\nWallet: ${getAddress(raw)}\nNonce: ${randomBytes(16).toString('hex')}`;
      const updated = await db.query('UPDATE users SET nonce_text = $1, nonce_issued = sandbox_now() WHERE wallet_address = $2', [nonceText, address]);
      if (!updated.affectedRows) {
        // A wallet with no account gets a new user, as the platform does.
        const key = `u-${randomBytes(8).toString('hex')}`;
        await db.query('INSERT INTO users (key, wallet_address, nonce_text, nonce_issued, username) VALUES ($1, $2, $3, sandbox_now(), $4)', [
          key,
          address,
          nonceText,
          key,
        ]);
      }
      return { nonce_text: nonceText };
    })
    .on('POST', '/v2/users/wallet/login', async ({ json, baseUrl }) => {
      const raw = str(json, 'wallet_address');
      const signature = str(json, 'signature');
      if (!isAddress(raw, { strict: false }) || !/^0x[0-9a-fA-F]+$/.test(signature)) throw new HttpError(400, 'wallet_address and signature are required');
      const user = (
        await db.query<Row>(`SELECT *, nonce_issued > sandbox_now() - $2 * interval '1 minute' AS nonce_live FROM users WHERE wallet_address = $1`, [
          raw.toLowerCase(),
          NONCE_LIFETIME_MINUTES,
        ])
      ).rows[0];
      if (!user?.nonce_text) throw new HttpError(400, 'Request a nonce first');
      if (!user.nonce_live) throw new HttpError(400, 'The nonce has expired, request a new one');
      // The wallet signs the nonce text itself (platform-core §4), as the platform checks it.
      const message = user.nonce_text;
      const valid = await verifyMessage({ address: getAddress(raw), message, signature: signature as Hex }).catch(() => false);
      if (!valid) throw new HttpError(401, 'Invalid signature');
      // A nonce signs in once.
      await db.query('UPDATE users SET nonce_text = NULL WHERE key = $1', [user.key]);
      return { user: serializeUser(user, baseUrl, true), token: await issueToken(db, user.key), wallet_address: getAddress(raw) };
    })
    .on('GET', '/users/:key', async (ctx) => {
      const user = await findUser(ctx.params.key);
      // A token that is no longer valid is refused ("Unauthorized"), as on writes: the caller
      // asked as the owner and must learn that its session is over.
      const viewer = ctx.req.headers.authorization ? await requireUser(db, ctx) : null;
      return serializeUser(user, ctx.baseUrl, viewer?.key === user.key);
    })
    .on('GET', '/users/:key/avatar', async ({ params, baseUrl }) => {
      const user = await findUser(params.key);
      return { avatar: serializeUser(user, baseUrl, false).avatar };
    })
    .on('PUT', '/v2/users/:key', async (ctx) => {
      const user = await requireOwner(db, ctx);
      return { user: serializeUser(await updateUser(db, user, ctx.json, [...PROFILE_FIELDS, ...SOCIAL_FIELDS], siteUrl), ctx.baseUrl, true) };
    })
    .on('PUT', '/v2/users/:key/basic', async (ctx) => {
      const user = await requireOwner(db, ctx);
      return { user: serializeUser(await updateUser(db, user, ctx.json, PROFILE_FIELDS, siteUrl), ctx.baseUrl, true) };
    })
    .on('PUT', '/v2/users/:key/socials', async (ctx) => {
      const user = await requireOwner(db, ctx);
      return { user: serializeUser(await updateUser(db, user, ctx.json, SOCIAL_FIELDS, siteUrl), ctx.baseUrl, true) };
    })
    .on('PUT', '/users/:key/password', async (ctx) => {
      const user = await requireOwner(db, ctx);
      const password = requireNewPassword(str(ctx.json, 'password'));
      await db.query('UPDATE users SET password_hash = $1 WHERE key = $2', [await hashPassword(password), user.key]);
      // Every other session of the account ends with the old password; the caller's goes on.
      const token = /^Bearer (.+)$/.exec(ctx.req.headers.authorization ?? '')?.[1];
      await db.query('DELETE FROM auth_tokens WHERE user_key = $1 AND token <> $2', [user.key, token]);
      return { message: 'Password has been changed' };
    })
    .on('PUT', '/users/:key/email', async (ctx) => {
      const user = await requireOwner(db, ctx);
      const updated = await updateUser(db, user, { email: str(ctx.json, 'email') }, ['email'], siteUrl);
      return { user: serializeUser(updated, ctx.baseUrl, true) };
    })
    .on('GET', '/users/:key/transactions', async (ctx) => {
      const user = await requireOwner(db, ctx);
      const { size, index } = pageParams(ctx.query);
      const currency = ctx.query.get('currency');
      const args: unknown[] = [user.key];
      let where = 'user_key = $1';
      if (currency) {
        args.push(currency.toUpperCase());
        where += ' AND currency = $2';
      }
      const total = (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM transactions WHERE ${where}`, args)).rows[0].n;
      const { rows } = await db.query<Row>(`SELECT * FROM transactions WHERE ${where} ORDER BY created DESC LIMIT ${size} OFFSET ${(index - 1) * size}`, args);
      return paged(rows.map(serializeTransaction), total, size, index);
    })
    .on('GET', '/transactions/:id', async (ctx) => {
      const user = await requireUser(db, ctx);
      const tx = (await db.query<Row>('SELECT * FROM transactions WHERE key = $1', [ctx.params.id])).rows[0];
      // Someone else's transaction is as missing as one that does not exist.
      if (!tx || tx.user_key !== user.key) throw new HttpError(404, 'Transaction not found');
      return serializeTransaction(tx);
    })
    .on('PUT', '/users/:key/avatar', uploadImage('avatar'))
    .on('PUT', '/users/:key/banner', uploadImage('banner'));
}

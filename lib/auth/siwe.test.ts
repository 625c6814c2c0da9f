import { privateKeyToAccount } from 'viem/accounts';
import { buildSignInMessage, checkSignInMessage, platformNonce, SIGN_IN_TTL_MS, type PendingSignIn } from './siwe';

const account = privateKeyToAccount('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d');
const SITE = 'http://localhost:3000';
const now = new Date('2026-11-22T10:00:00Z');
const nonce = 'a1b2c3d4e5f60718';
const pending: PendingSignIn = { nonce, address: account.address, expiresAt: now.getTime() + SIGN_IN_TTL_MS };
const message = (over: Partial<Parameters<typeof buildSignInMessage>[0]> = {}) =>
  buildSignInMessage({ siteUrl: SITE, address: account.address, chainId: 31337, nonce, now, ...over });
const check = (text: string, at = now, p: PendingSignIn | null = pending, address: string = account.address) =>
  checkSignInMessage(text, { siteUrl: SITE, chainId: 31337, pending: p ?? undefined, address }, at);

describe('wallet sign-in message (EIP-4361)', () => {
  it('names the site, chain, nonce, time and expiry', () => {
    const text = message();
    expect(text).toMatch(/^localhost:3000 wants you to sign in with your Ethereum account:/);
    expect(text).toContain(`URI: ${SITE}`);
    expect(text).toContain('Chain ID: 31337');
    expect(text).toContain(`Nonce: ${nonce}`);
    expect(text).toContain('Expiration Time: 2026-11-22T10:10:00.000Z');
  });

  it('accepts the message it issued, for the wallet that asked', () => {
    expect(check(message())).toEqual({ ok: true, address: account.address });
  });

  it('refuses a replay: the session no longer holds the nonce', () => {
    expect(check(message(), now, null)).toMatchObject({ ok: false, reason: expect.stringMatching(/already used/) });
  });

  it('refuses a nonce issued to another browser', () => {
    expect(check(message({ nonce: 'ffffffffffffffff' }))).toMatchObject({ ok: false, reason: 'The signed message was not issued to this browser' });
  });

  it('refuses an expired message', () => {
    expect(check(message(), new Date(now.getTime() + SIGN_IN_TTL_MS + 1))).toMatchObject({ ok: false, reason: expect.stringMatching(/expired/) });
  });

  it('refuses a message for another domain or chain', () => {
    expect(check(message({ siteUrl: 'https://evil.example' }))).toMatchObject({ ok: false, reason: 'The signed message is for another site' });
    expect(check(message({ chainId: 1 }))).toMatchObject({ ok: false, reason: 'The signed message is for another network' });
  });

  it('refuses a message for another wallet than the one that asked', () => {
    const other = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';
    expect(check(message(), now, pending, other)).toMatchObject({ ok: false, reason: 'The signed message is for another wallet' });
  });

  it('reads the nonce out of the platform nonce text', () => {
    expect(platformNonce('Sign this message to log in to Drop.\n\nWallet: 0xabc\nNonce: 0123456789abcdef')).toBe('0123456789abcdef');
    expect(platformNonce('no nonce here')).toBeNull();
  });
});

describe('wallet sign-in message, malformed', () => {
  it('refuses a message whose URI is not a URL, without throwing', () => {
    const text = message().replace('URI: http://localhost:3000', 'URI: x');
    expect(check(text)).toMatchObject({ ok: false });
  });
});

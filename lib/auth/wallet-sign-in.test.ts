import { verifyMessage, type Hex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { nonceKey, SIGN_IN_REFUSALS, SIGN_IN_TTL_MS, verifyWalletSignIn, type PendingSignIn } from './wallet-sign-in';

const wallet = privateKeyToAccount('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d');
const other = privateKeyToAccount('0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a');
const now = new Date('2026-11-22T10:00:00Z');
const nonceText = 'Sign this message to log in to DRP.\n\nNonce: 7f3c9a1e2b4d6f80';
const pending = (over: Partial<PendingSignIn> = {}): PendingSignIn => ({
  nonceText,
  address: wallet.address,
  expiresAt: now.getTime() + SIGN_IN_TTL_MS,
  ...over,
});

/** A spent-nonce record shared by every copy of a session, as Redis is. */
function spentRecord() {
  const spent = new Set<string>();
  return async (key: Hex) => (spent.has(key) ? false : (spent.add(key), true));
}
const verify = (address: Hex, message: string, signature: Hex) => verifyMessage({ address, message, signature });

describe('wallet sign-in (the platform nonce_text, signed as it is)', () => {
  it('accepts the signature of the nonce text by the wallet that asked for it', async () => {
    const signature = await wallet.signMessage({ message: nonceText });
    const result = await verifyWalletSignIn({ pending: pending(), address: wallet.address.toLowerCase(), signature }, { spend: spentRecord(), verify }, now);
    expect(result).toEqual({ ok: true, address: wallet.address });
  });

  it('refuses a signature by another wallet', async () => {
    const signature = await other.signMessage({ message: nonceText });
    const result = await verifyWalletSignIn({ pending: pending(), address: wallet.address, signature }, { spend: spentRecord(), verify }, now);
    expect(result).toEqual({ ok: false, reason: SIGN_IN_REFUSALS.badSignature });
  });

  it('refuses a signature over any text but the nonce text (e.g. a wrapped message)', async () => {
    const signature = await wallet.signMessage({ message: `localhost wants you to sign in\n${nonceText}` });
    const result = await verifyWalletSignIn({ pending: pending(), address: wallet.address, signature }, { spend: spentRecord(), verify }, now);
    expect(result).toEqual({ ok: false, reason: SIGN_IN_REFUSALS.badSignature });
  });

  it('refuses a reused nonce, even from an old copy of the session that still holds it', async () => {
    const spend = spentRecord();
    const signature = await wallet.signMessage({ message: nonceText });
    expect(await verifyWalletSignIn({ pending: pending(), address: wallet.address, signature }, { spend, verify }, now)).toMatchObject({ ok: true });
    expect(await verifyWalletSignIn({ pending: pending(), address: wallet.address, signature }, { spend, verify }, now)).toEqual({
      ok: false,
      reason: SIGN_IN_REFUSALS.notStarted,
    });
  });

  it('does not spend the nonce on a wrong signature: anyone else holding the wallet’s nonce cannot use it up', async () => {
    const spend = spentRecord();
    const wrong = await other.signMessage({ message: nonceText });
    expect(await verifyWalletSignIn({ pending: pending(), address: wallet.address, signature: wrong }, { spend, verify }, now)).toEqual({
      ok: false,
      reason: SIGN_IN_REFUSALS.badSignature,
    });
    const right = await wallet.signMessage({ message: nonceText });
    expect(await verifyWalletSignIn({ pending: pending(), address: wallet.address, signature: right }, { spend, verify }, now)).toEqual({
      ok: true,
      address: wallet.address,
    });
  });

  it('refuses a nonce fetched by another session: this session holds none', async () => {
    const signature = await wallet.signMessage({ message: nonceText });
    expect(await verifyWalletSignIn({ pending: undefined, address: wallet.address, signature }, { spend: spentRecord(), verify }, now)).toEqual({
      ok: false,
      reason: SIGN_IN_REFUSALS.notStarted,
    });
  });

  it('refuses a claim for another wallet than the one the sign-in was started for', async () => {
    const signature = await other.signMessage({ message: nonceText });
    const result = await verifyWalletSignIn({ pending: pending(), address: other.address, signature }, { spend: spentRecord(), verify }, now);
    expect(result).toEqual({ ok: false, reason: SIGN_IN_REFUSALS.otherWallet });
  });

  it('refuses an expired sign-in', async () => {
    const signature = await wallet.signMessage({ message: nonceText });
    const late = new Date(now.getTime() + SIGN_IN_TTL_MS + 1);
    expect(await verifyWalletSignIn({ pending: pending(), address: wallet.address, signature }, { spend: spentRecord(), verify }, late)).toEqual({
      ok: false,
      reason: SIGN_IN_REFUSALS.expired,
    });
  });

  it('keys spent nonces by their text', () => {
    expect(nonceKey(nonceText)).toBe(nonceKey(nonceText));
    expect(nonceKey(nonceText)).not.toBe(nonceKey(`${nonceText}0`));
  });
});

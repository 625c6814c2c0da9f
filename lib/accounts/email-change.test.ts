import { emailChangeNeedsPassword, emailProof, emailProofFits, firstEmailNeedsWallet, EMAIL_PROOF_SECONDS } from './email-change';

describe('emailChangeNeedsPassword', () => {
  it('asks for the password only when an existing address changes', () => {
    expect(emailChangeNeedsPassword('casey@example.com', 'thief@example.com')).toBe(true);
    expect(emailChangeNeedsPassword('casey@example.com', ' Casey@Example.com ')).toBe(false);
    expect(emailChangeNeedsPassword('', 'first@example.com')).toBe(false);
    expect(emailChangeNeedsPassword(null, 'first@example.com')).toBe(false);
  });
});

describe('firstEmailNeedsWallet', () => {
  it('asks the wallet only for an account’s first address', () => {
    expect(firstEmailNeedsWallet('', 'first@example.com')).toBe(true);
    expect(firstEmailNeedsWallet(null, 'first@example.com')).toBe(true);
    expect(firstEmailNeedsWallet('', '  ')).toBe(false);
    expect(firstEmailNeedsWallet('casey@example.com', 'other@example.com')).toBe(false);
  });
});

describe('the wallet’s proof of a first address', () => {
  const at = Date.UTC(2026, 10, 29, 12);
  const proof = emailProof(' First@Example.com ', '0x23618e81E3f5cdF7f54C3d65f7FBc0aBf5B21E8f', 'ab12', at);

  it('names the address and the wallet in the text the wallet signs', () => {
    expect(proof.message).toBe(
      'Add the e-mail address first@example.com to your DRP account.\n\nWallet: 0x23618e81E3f5cdF7f54C3d65f7FBc0aBf5B21E8f\nNonce: ab12',
    );
  });

  it('fits that address only, until it expires', () => {
    expect(emailProofFits(proof, 'first@example.com', at)).toBe(true);
    expect(emailProofFits(proof, 'FIRST@example.com ', at + 1000)).toBe(true);
    expect(emailProofFits(proof, 'other@example.com', at)).toBe(false);
    expect(emailProofFits(proof, 'first@example.com', at + EMAIL_PROOF_SECONDS * 1000)).toBe(false);
    expect(emailProofFits(undefined, 'first@example.com', at)).toBe(false);
  });
});

import { FOUNDING_TOKEN } from './config';
import { foundingButton, foundingPrecondition, foundingPreconditionText, holdsPreviousDrop } from './rules';

const complete = { firstName: 'Ada', lastName: 'Lovelace', username: 'ada', emailVerified: true };
const devnet = { name: 'devnet' as const, label: 'Devnet' };
const mainnet = { name: 'mainnet' as const, label: 'Mainnet' };

describe('foundingPrecondition', () => {
  it('checks in the spec’s order: profile, previous-drop token, network; the first failing wins', () => {
    expect(foundingPrecondition({ profile: null, holdsPreviousDrop: false, onConfiguredChain: false })).toBe('profile');
    expect(foundingPrecondition({ profile: { ...complete, emailVerified: false }, holdsPreviousDrop: true, onConfiguredChain: true })).toBe('profile');
    expect(foundingPrecondition({ profile: complete, holdsPreviousDrop: false, onConfiguredChain: false })).toBe('token');
    expect(foundingPrecondition({ profile: complete, holdsPreviousDrop: true, onConfiguredChain: false })).toBe('network');
    expect(foundingPrecondition({ profile: complete, holdsPreviousDrop: true, onConfiguredChain: true })).toBeNull();
  });

  it('needs each of first name, last name and username, not blank', () => {
    for (const field of ['firstName', 'lastName', 'username'] as const) {
      expect(foundingPrecondition({ profile: { ...complete, [field]: null }, holdsPreviousDrop: true, onConfiguredChain: true })).toBe('profile');
      expect(foundingPrecondition({ profile: { ...complete, [field]: '  ' }, holdsPreviousDrop: true, onConfiguredChain: true })).toBe('profile');
    }
  });

  it('names each with the spec’s text', () => {
    expect(foundingPreconditionText('profile', mainnet)).toBe('Please complete your profile');
    expect(foundingPreconditionText('token', mainnet)).toBe('You will need a token from a previous drop to qualify');
    expect(foundingPreconditionText('network', mainnet)).toBe('Please connect to Ethereum Main Network');
    expect(foundingPreconditionText('network', devnet)).toBe('Please connect to Devnet');
  });
});

describe('foundingButton', () => {
  const base = {
    connected: true,
    loading: false,
    supply: 10n,
    edition: FOUNDING_TOKEN.edition,
    saleEnds: FOUNDING_TOKEN.saleEnds,
    now: new Date('2022-01-15T00:00:00Z'),
    claiming: false,
    precondition: null,
  };

  it('is Sold Out at 2,000, for everyone', () => {
    expect(foundingButton({ ...base, supply: 2000n, connected: false }).label).toBe('Sold Out');
    expect(foundingButton({ ...base, supply: 1999n }).label).toBe('Claim');
  });

  it('ends with the sale on 1 Feb 2022', () => {
    expect(foundingButton({ ...base, now: new Date('2022-02-01T00:00:00Z') }).label).toBe('Sale Ended');
    expect(foundingButton({ ...base, now: new Date('2022-01-31T23:59:59Z') }).label).toBe('Claim');
  });

  it('keeps Claim disabled while a precondition fails', () => {
    expect(foundingButton({ ...base, precondition: 'token' })).toEqual({ kind: 'claim', label: 'Claim', disabled: true });
    expect(foundingButton(base)).toEqual({ kind: 'claim', label: 'Claim', disabled: false });
    expect(foundingButton({ ...base, connected: false }).label).toBe('Please Connect');
    expect(foundingButton({ ...base, claiming: true }).label).toBe('Claiming...');
  });
});

describe('holdsPreviousDrop', () => {
  it('is a member token or the artist token, either one', () => {
    expect(holdsPreviousDrop({ memberTokens: 0n, artistTokens: 0n })).toBe(false);
    expect(holdsPreviousDrop({ memberTokens: 1n, artistTokens: 0n })).toBe(true);
    expect(holdsPreviousDrop({ memberTokens: 0n, artistTokens: 1n })).toBe(true);
  });
});

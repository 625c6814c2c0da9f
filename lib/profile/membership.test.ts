import { parseEther } from 'viem';
import { MEMBERSHIP_MESSAGES as M, membershipButton, membershipEligibility, membershipPrecondition, membershipTitle } from './membership';

const WALLET = '0x23618e81E3f5cdF7f54C3d65f7FBc0aBf5B21E8f';
const ready = {
  hasWallet: true,
  loggedIn: true,
  wallet: WALLET,
  profileAddress: WALLET.toLowerCase(),
  onConfiguredChain: true,
  minted: false,
  balance: parseEther('1'),
};

describe('membershipPrecondition, in collections §5’s order', () => {
  it('names the first that fails', () => {
    expect(membershipPrecondition({ ...ready, hasWallet: false, loggedIn: false, minted: true })).toBe('wallet');
    expect(membershipPrecondition({ ...ready, loggedIn: false, onConfiguredChain: false })).toBe('login');
    expect(membershipPrecondition({ ...ready, profileAddress: '0xa0Ee7A142d267C1f36714E4a8F75612F20a79720', onConfiguredChain: false })).toBe('profileWallet');
    expect(membershipPrecondition({ ...ready, profileAddress: null })).toBe('profileWallet');
    expect(membershipPrecondition({ ...ready, onConfiguredChain: false, minted: true })).toBe('network');
    expect(membershipPrecondition({ ...ready, minted: true, balance: 0n })).toBe('minted');
    expect(membershipPrecondition({ ...ready, balance: 0n })).toBe('balance');
    expect(membershipPrecondition(ready)).toBeNull();
  });

  it('needs a balance above 0.02 ETH once rounded to 4 decimals', () => {
    expect(membershipPrecondition({ ...ready, balance: parseEther('0.02') })).toBe('balance');
    expect(membershipPrecondition({ ...ready, balance: parseEther('0.02004') })).toBe('balance');
    expect(membershipPrecondition({ ...ready, balance: parseEther('0.02005') })).toBeNull();
    expect(membershipPrecondition({ ...ready, balance: parseEther('0.0201') })).toBeNull();
  });
});

describe('the banner', () => {
  it('titles by completion and minted state', () => {
    expect(membershipTitle(66, false)).toBe(M.titleIncomplete);
    expect(membershipTitle(100, false)).toBe(M.titleEligible);
    expect(membershipTitle(100, true)).toBe(M.titleMinted);
  });

  it('shows Complete Profile until complete and verified, then Minting, Already Minted, Sold Out or Mint Now', () => {
    const base = { completion: 100 as const, emailVerified: true, minted: false, supply: 10n, minting: false };
    expect(membershipButton({ ...base, completion: 66 }).label).toBe('Complete Profile');
    expect(membershipButton({ ...base, emailVerified: false }).label).toBe('Complete Profile');
    expect(membershipButton(base)).toEqual({ kind: 'mint', label: 'Mint Now', disabled: false });
    expect(membershipButton({ ...base, minting: true }).label).toBe('Minting');
    expect(membershipButton({ ...base, minted: true, supply: 2000n }).label).toBe('Already Minted');
    expect(membershipButton({ ...base, supply: 1999n }).label).toBe('Mint Now');
    expect(membershipButton({ ...base, supply: 2000n }).label).toBe('Sold Out');
  });
});

describe('membershipEligibility', () => {
  const profile = { firstName: 'Casey', lastName: 'Collector', username: 'collector', emailVerified: true };
  it('walks LOADING, INFO_MISSING, MEMBERSHIP_GOT, QUALIFY, TOP_UP', () => {
    expect(membershipEligibility({ loading: true, profile, holdsMembership: true, holdsQualifying: true })).toBe('LOADING');
    expect(membershipEligibility({ loading: false, profile: null, holdsMembership: true, holdsQualifying: true })).toBe('INFO_MISSING');
    for (const missing of [{ firstName: '' }, { lastName: ' ' }, { username: '' }, { emailVerified: false }]) {
      expect(membershipEligibility({ loading: false, profile: { ...profile, ...missing }, holdsMembership: true, holdsQualifying: true })).toBe('INFO_MISSING');
    }
    expect(membershipEligibility({ loading: false, profile, holdsMembership: true, holdsQualifying: true })).toBe('MEMBERSHIP_GOT');
    expect(membershipEligibility({ loading: false, profile, holdsMembership: false, holdsQualifying: true })).toBe('QUALIFY');
    expect(membershipEligibility({ loading: false, profile, holdsMembership: false, holdsQualifying: false })).toBe('TOP_UP');
  });
});

import { tetheredButton, tetheredClaim, tetheredEditions, TETHERED_VISITOR_BUTTON, type TetheredInput } from './rules';

const WALLET = '0x23618e81E3f5cdF7f54C3d65f7FBc0aBf5B21E8f';
const OTHER = '0xa0Ee7A142d267C1f36714E4a8F75612F20a79720';
const HASH = `0x${'ab'.repeat(65)}` as const;

const ready: TetheredInput = {
  connected: true,
  onConfiguredChain: true,
  loading: false,
  minting: false,
  claim: { index: 17, allocated: 1 },
  claimed: false,
  supply: 120n,
  edition: 300n,
  signedIn: true,
  emailVerified: true,
};

describe('tetheredClaim', () => {
  const data = { tokenId: 17, hash: HASH };
  const entry = { address: WALLET.toLowerCase(), allocated: 1, hash: HASH };

  it('is the entry at the claim data’s index when it is the wallet’s and the signatures agree', () => {
    expect(tetheredClaim(WALLET, data, entry)).toEqual({ index: 17, allocated: 1, hash: HASH });
    expect(tetheredClaim(WALLET, data, { ...entry, hash: HASH.toUpperCase().replace('0X', '0x') as `0x${string}` })).not.toBeNull();
  });

  it('is no claim without either answer, for another wallet’s entry, or when the signatures differ', () => {
    expect(tetheredClaim(WALLET, null, entry)).toBeNull();
    expect(tetheredClaim(WALLET, data, null)).toBeNull();
    expect(tetheredClaim(WALLET, data, { ...entry, address: OTHER })).toBeNull();
    expect(tetheredClaim(WALLET, data, { ...entry, hash: `0x${'cd'.repeat(65)}` })).toBeNull();
  });

  it('is no claim when its editions run past the edition: the last edition fits, one more does not', () => {
    expect(tetheredClaim(WALLET, { tokenId: 299, hash: HASH }, { ...entry, allocated: 2 }, 300n)).not.toBeNull();
    expect(tetheredClaim(WALLET, { tokenId: 300, hash: HASH }, { ...entry, allocated: 2 }, 300n)).toBeNull();
    expect(tetheredClaim(WALLET, { tokenId: 0, hash: HASH }, entry, 300n)).toBeNull();
  });
});

describe('tetheredEditions', () => {
  it('names one edition or the range', () => {
    expect(tetheredEditions({ index: 17, allocated: 1 })).toBe('#17');
    expect(tetheredEditions({ index: 40, allocated: 2 })).toBe('#40–#41');
  });
});

describe('tetheredButton', () => {
  it('asks a visitor to connect, a wrong network to switch, then loads', () => {
    expect(TETHERED_VISITOR_BUTTON).toEqual({ kind: 'connect', label: 'Please Connect', disabled: false });
    expect(tetheredButton({ ...ready, onConfiguredChain: false })).toMatchObject({ kind: 'wrong-network', label: 'Please Connect' });
    expect(tetheredButton({ ...ready, loading: true })).toMatchObject({ label: 'Loading', disabled: true });
    expect(tetheredButton({ ...ready, emailVerified: null })).toMatchObject({ label: 'Loading', disabled: true });
  });

  it('goes Mint → Minting... → Minted', () => {
    expect(tetheredButton(ready)).toEqual({ kind: 'mint', label: 'Mint', disabled: false, notice: null });
    expect(tetheredButton({ ...ready, minting: true })).toMatchObject({ label: 'Minting...', disabled: true });
    expect(tetheredButton({ ...ready, claimed: true })).toMatchObject({ label: 'Minted', disabled: true });
  });

  it('is Not Eligible without a whitelist entry', () => {
    expect(tetheredButton({ ...ready, claim: null })).toMatchObject({ label: 'Not Eligible', disabled: true });
  });

  it('is Sold Out when the supply reaches the edition, not one before; for two editions, one before', () => {
    expect(tetheredButton({ ...ready, supply: 299n }).label).toBe('Mint');
    expect(tetheredButton({ ...ready, supply: 300n })).toMatchObject({ label: 'Sold Out', disabled: true });
    expect(tetheredButton({ ...ready, claim: null, supply: 300n }).label).toBe('Sold Out');
    expect(tetheredButton({ ...ready, claim: { index: 40, allocated: 2 }, supply: 298n }).label).toBe('Mint');
    expect(tetheredButton({ ...ready, claim: { index: 40, allocated: 2 }, supply: 299n }).label).toBe('Sold Out');
  });

  it('shows Minted for a claimed entry even once sold out', () => {
    expect(tetheredButton({ ...ready, claimed: true, supply: 300n }).label).toBe('Minted');
  });

  it('disables Mint with the link for an unverified e-mail or a wallet not signed in', () => {
    expect(tetheredButton({ ...ready, emailVerified: false })).toEqual({ kind: 'mint', label: 'Mint', disabled: true, notice: 'verify-email' });
    expect(tetheredButton({ ...ready, signedIn: false })).toEqual({ kind: 'mint', label: 'Mint', disabled: true, notice: 'sign-in' });
  });
});

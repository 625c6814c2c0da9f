import { mintButton, type MintInput } from './buttons';

const mintReady: MintInput = {
  comingSoon: false,
  connected: true,
  onConfiguredChain: true,
  loading: false,
  supply: 3n,
  edition: 25n,
  minting: false,
  balance: 0n,
  eligible: true,
  signedIn: true,
  emailVerified: true,
};

describe('mintButton', () => {
  it('is Coming Soon before the mint opens, whoever asks', () => {
    expect(mintButton({ ...mintReady, comingSoon: true, connected: false })).toMatchObject({ label: 'Coming Soon', disabled: true });
  });

  it('asks to connect, then loads', () => {
    expect(mintButton({ ...mintReady, connected: false }).label).toBe('Please Connect');
    expect(mintButton({ ...mintReady, loading: true }).label).toBe('Loading');
  });

  it('is Sold Out when the total supply equals the edition, not one before', () => {
    expect(mintButton({ ...mintReady, supply: 24n }).label).toBe('Mint');
    expect(mintButton({ ...mintReady, supply: 25n })).toMatchObject({ label: 'Sold Out', disabled: true });
  });

  it('goes Mint → Minting... → Minted', () => {
    expect(mintButton(mintReady)).toEqual({ kind: 'mint', label: 'Mint', disabled: false, notice: null });
    expect(mintButton({ ...mintReady, minting: true }).label).toBe('Minting...');
    expect(mintButton({ ...mintReady, balance: 1n }).label).toBe('Minted');
  });

  it('says Not Eligible without the tokens, and links the unverified user to the profile', () => {
    expect(mintButton({ ...mintReady, eligible: false })).toMatchObject({ label: 'Not Eligible', disabled: true });
    expect(mintButton({ ...mintReady, emailVerified: false })).toEqual({ kind: 'mint', label: 'Mint', disabled: true, notice: 'verify-email' });
  });
});

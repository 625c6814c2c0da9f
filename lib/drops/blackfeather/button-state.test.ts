import { blackFeatherButton, type BlackFeatherInput } from './button-state';

const ready: BlackFeatherInput = {
  connected: true,
  loading: false,
  supply: 12n,
  edition: 2000n,
  onConfiguredChain: true,
  chainLabel: 'Mainnet',
  salesActive: true,
  minting: false,
  balance: 0n,
  signedIn: true,
  emailVerified: true,
};

describe('blackFeatherButton', () => {
  it.each<[string, Partial<BlackFeatherInput>, string, boolean]>([
    ['no wallet', { connected: false, loading: true }, 'Please Connect', false],
    ['reads in flight', { loading: true }, 'Loading', true],
    ['supply at the edition', { supply: 2000n, onConfiguredChain: false }, 'Sold Out', true],
    ['wrong network', { onConfiguredChain: false, salesActive: false }, 'CONNECT TO MAINNET', false],
    ['sales off', { salesActive: false, balance: 1n }, 'SALES INACTIVE', true],
    ['a mint in flight', { minting: true }, 'Minting...', true],
    ['token already held', { balance: 1n }, 'Minted', true],
    ['ready', {}, 'Mint', false],
    ['e-mail unverified', { emailVerified: false }, 'Mint', true],
    ['not signed in', { signedIn: false, emailVerified: null }, 'Mint', true],
    ['signed in, e-mail still loading', { emailVerified: null }, 'Loading', true],
  ])('%s → %s', (_, change, label, disabled) => {
    const state = blackFeatherButton({ ...ready, ...change });
    expect([state.label, state.disabled]).toEqual([label, disabled]);
  });

  it('says why a Mint is disabled', () => {
    expect(blackFeatherButton({ ...ready, emailVerified: false })).toMatchObject({ reason: 'email-unverified' });
    expect(blackFeatherButton({ ...ready, signedIn: false })).toMatchObject({ reason: 'not-signed-in' });
  });

  it('names the configured chain when the wallet is on another', () => {
    expect(blackFeatherButton({ ...ready, onConfiguredChain: false, chainLabel: 'Devnet' }).label).toBe('CONNECT TO DEVNET');
  });

  it('is sold out from supply 2000 but not at 1999', () => {
    expect(blackFeatherButton({ ...ready, supply: 1999n }).label).toBe('Mint');
    expect(blackFeatherButton({ ...ready, supply: 2001n }).label).toBe('Sold Out');
  });
});

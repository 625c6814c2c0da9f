import { raffleButton, type RaffleInput } from './button';

const ready: RaffleInput = {
  connected: true,
  onConfiguredChain: true,
  loading: false,
  entered: false,
  entering: false,
  eligible: true,
  signedIn: true,
  emailVerified: true,
};

describe('raffleButton', () => {
  it('asks a visitor to connect, and a wallet on another chain to switch', () => {
    expect(raffleButton({ ...ready, connected: false })).toMatchObject({ label: 'Please Connect', kind: 'connect', disabled: false });
    expect(raffleButton({ ...ready, onConfiguredChain: false })).toMatchObject({ label: 'Please Connect', kind: 'wrong-network' });
  });

  it('loads until the holdings, the entries and the user are known', () => {
    expect(raffleButton({ ...ready, loading: true }).label).toBe('Loading...');
    expect(raffleButton({ ...ready, emailVerified: null }).label).toBe('Loading...');
  });

  it('offers Enter Draw to an eligible verified user, then Entering..., then Entered (disabled)', () => {
    expect(raffleButton(ready)).toEqual({ kind: 'enter', label: 'Enter Draw', disabled: false, notice: null });
    expect(raffleButton({ ...ready, entering: true })).toMatchObject({ label: 'Entering...', disabled: true });
    expect(raffleButton({ ...ready, entered: true })).toMatchObject({ label: 'Entered', disabled: true });
  });

  it('says Not Enough Tokens to a wallet without the tokens, signed in or not', () => {
    expect(raffleButton({ ...ready, eligible: false })).toMatchObject({ label: 'Not Enough Tokens', disabled: true });
    expect(raffleButton({ ...ready, eligible: false, signedIn: false, emailVerified: null })).toMatchObject({ label: 'Not Enough Tokens' });
  });

  it('disables Enter Draw with the verify link for an unverified e-mail, and the sign-in link for a wallet not signed in', () => {
    expect(raffleButton({ ...ready, emailVerified: false })).toEqual({ kind: 'enter', label: 'Enter Draw', disabled: true, notice: 'verify-email' });
    expect(raffleButton({ ...ready, signedIn: false, emailVerified: null })).toEqual({ kind: 'enter', label: 'Enter Draw', disabled: true, notice: 'sign-in' });
  });

  it('shows an existing entry as Entered even when the wallet no longer qualifies', () => {
    expect(raffleButton({ ...ready, entered: true, eligible: false }).label).toBe('Entered');
  });
});

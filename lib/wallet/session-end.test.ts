import { walletLeftSession } from './session-end';

const SIGNED_IN = '0x2546BcD3c84621e976D8185a91A922aE77ECEc30';

describe('walletLeftSession', () => {
  it('ends the session when the wallet lists no account (it disconnected from the site)', () => {
    expect(walletLeftSession(SIGNED_IN.toLowerCase(), [])).toBe(true);
  });

  it('ends the session when the wallet switched to another account', () => {
    expect(walletLeftSession(SIGNED_IN.toLowerCase(), ['0x70997970C51812dc3A010C7d01b50e0d17dc79C8', SIGNED_IN])).toBe(true);
  });

  it('keeps the session when the wallet still offers the signed-in account (the site lost the connection on its own)', () => {
    expect(walletLeftSession(SIGNED_IN.toLowerCase(), [SIGNED_IN])).toBe(false);
  });

  it('ends the session when the wallet cannot be asked, and never ends one that is not a wallet session', () => {
    expect(walletLeftSession(SIGNED_IN.toLowerCase(), null)).toBe(true);
    expect(walletLeftSession(null, [])).toBe(false);
  });
});

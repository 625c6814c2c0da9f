import { isPhone, walletAppLinks } from './deep-links';

describe('walletAppLinks', () => {
  it('opens the current page, query included, in MetaMask’s and Coinbase Wallet’s browsers', () => {
    expect(walletAppLinks('https://drp.example/drops/synthia?ref=x#top')).toEqual({
      metamask: 'https://metamask.app.link/dapp/drp.example/drops/synthia?ref=x',
      coinbase: 'https://go.cb-w.com/dapp?cb_url=https%3A%2F%2Fdrp.example%2Fdrops%2Fsynthia%3Fref%3Dx%23top',
    });
  });

  it('keeps a port', () => {
    expect(walletAppLinks('http://localhost:3000/').metamask).toBe('https://metamask.app.link/dapp/localhost:3000/');
  });
});

describe('isPhone', () => {
  it('tells iOS and Android from a desktop', () => {
    expect(isPhone('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15')).toBe(true);
    expect(isPhone('Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/120 Mobile Safari/537.36')).toBe(true);
    expect(isPhone('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/120 Safari/537.36')).toBe(false);
  });
});

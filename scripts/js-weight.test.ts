import { pageChunks } from './js-weight';

describe('pageChunks', () => {
  it('counts the chunks of script tags once each, without noModule', () => {
    const html =
      '<head><script src="/_next/static/chunks/poly.js" noModule=""></script>' +
      '<script src="/_next/static/chunks/a.js" async=""></script>' +
      '<script src="/_next/static/chunks/b.js" async=""></script><script src="/_next/static/chunks/a.js" async=""></script></head>';
    expect(pageChunks(html)).toEqual(['/_next/static/chunks/a.js', '/_next/static/chunks/b.js']);
  });
  it('a page without scripts ships none', () => {
    expect(pageChunks('<html><head></head><body>x</body></html>')).toEqual([]);
  });
});

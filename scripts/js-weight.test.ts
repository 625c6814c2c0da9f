import { pageChunks } from './js-weight';

// The loader's shape as lib/http/hero-first.mjs writes it (its own tests pin the text).
const loader = (chunks: string[]) => `<script>(function(c){var d=0;function run(){}if(a<b)run()})(${JSON.stringify(chunks)})</script>`;

describe('pageChunks', () => {
  it('counts the chunks of script tags and of the hero-first loader once each, without noModule', () => {
    const html =
      '<head><script src="/_next/static/chunks/poly.js" noModule=""></script>' +
      '<script src="/_next/static/chunks/a.js" async=""></script>' +
      `${loader(['/_next/static/chunks/a.js', '/_next/static/chunks/b.js'])}</head>`;
    expect(pageChunks(html)).toEqual(['/_next/static/chunks/a.js', '/_next/static/chunks/b.js']);
  });
  it('a page without scripts ships none', () => {
    expect(pageChunks('<html><head></head><body>x</body></html>')).toEqual([]);
  });
});

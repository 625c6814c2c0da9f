import { lazyFiles } from './lazy-chunks';

describe('the page’s on-demand files, fetched when the page is idle', () => {
  it('lists every dynamic import’s files once, as URLs under /_next, those of the imports with the most chunks first', () => {
    const manifest = {
      '100121': { files: ['static/chunks/stand-in.js'] },
      '496970': { files: ['static/chunks/host.css', 'static/chunks/host.js', 'static/chunks/stack.js'] },
      '537046': { files: ['static/chunks/live.js', 'static/chunks/stack.js'] },
    };
    expect(lazyFiles(manifest)).toEqual([
      { href: '/_next/static/chunks/host.css', as: 'style' },
      { href: '/_next/static/chunks/host.js', as: 'script' },
      { href: '/_next/static/chunks/stack.js', as: 'script' },
      { href: '/_next/static/chunks/live.js', as: 'script' },
      { href: '/_next/static/chunks/stand-in.js', as: 'script' },
    ]);
    expect(lazyFiles({ a: { files: ['static/chunks/a b.js'] } }, 'https://cdn.example')).toEqual([
      { href: 'https://cdn.example/_next/static/chunks/a%20b.js', as: 'script' },
    ]);
    expect(lazyFiles({})).toEqual([]);
  });
});

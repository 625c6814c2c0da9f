import { lazyScriptHrefs } from './lazy-chunks';

describe('the page’s on-demand scripts (issue 47: fetched when the page is idle)', () => {
  it('lists every dynamic import’s script files once, as URLs under /_next, leaving styles out', () => {
    const manifest = {
      '496970': { files: ['static/chunks/2_n1g3xbzyjj3.css', 'static/chunks/1bo5yc8z79t86.js', 'static/chunks/361ijoh9oi-8q.js'] },
      '537046': { files: ['static/chunks/1lvrnzy5gz3eo.js', 'static/chunks/361ijoh9oi-8q.js'] },
    };
    expect(lazyScriptHrefs(manifest)).toEqual([
      '/_next/static/chunks/1bo5yc8z79t86.js',
      '/_next/static/chunks/361ijoh9oi-8q.js',
      '/_next/static/chunks/1lvrnzy5gz3eo.js',
    ]);
    expect(lazyScriptHrefs({ a: { files: ['static/chunks/a b.js'] } }, 'https://cdn.example')).toEqual(['https://cdn.example/_next/static/chunks/a%20b.js']);
    expect(lazyScriptHrefs({})).toEqual([]);
  });
});

import { sanitizeContentHtml } from './sanitize';

it('keeps text markup and drops scripts, handlers and javascript: links', () => {
  const out = sanitizeContentHtml(
    '<h2>Title</h2><p onclick="x()">Body <a href="javascript:alert(1)">bad</a> <a href="https://ok.example">ok</a></p><script>alert(1)</script><style>p{}</style>',
  );
  expect(out).toBe('<h2>Title</h2><p>Body <a rel="noopener noreferrer">bad</a> <a href="https://ok.example" rel="noopener noreferrer">ok</a></p>');
});

describe('image sources', () => {
  it('keeps https images and drops plain-http and protocol-relative ones', () => {
    const out = sanitizeContentHtml(
      '<img src="https://cdn.example/a.png"><img src="http://cdn.example/b.png"><img src="//evil.example/c.png"><a href="//evil.example">x</a>',
    );
    expect(out).toContain('src="https://cdn.example/a.png"');
    expect(out).not.toContain('cdn.example/b.png');
    expect(out).not.toContain('evil.example');
  });
});

import { sanitizeContentHtml } from './sanitize';

it('keeps text markup and drops scripts, handlers and javascript: links', () => {
  const out = sanitizeContentHtml(
    '<h2>Title</h2><p onclick="x()">Body <a href="javascript:alert(1)">bad</a> <a href="https://ok.example">ok</a></p><script>alert(1)</script><style>p{}</style>',
  );
  expect(out).toBe('<h2>Title</h2><p>Body <a rel="noopener noreferrer">bad</a> <a href="https://ok.example" rel="noopener noreferrer">ok</a></p>');
});

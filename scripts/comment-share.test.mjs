/**
 * Issue 47: comments are at most 8 % of the characters of app/, components/ and lib/; history and
 * figures belong in docs/. Comment ranges come from TypeScript's own parser, so strings, regular
 * expressions and JSX text holding `//` are not counted. Runs with `npm run lint` (node --test).
 */
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { test } from 'node:test';

const root = new URL('..', import.meta.url).pathname;
const ts = createRequire(import.meta.url)('typescript');
const LIMIT = 0.08;

/** The characters of `text` inside comments. */
export function commentCharacters(text, fileName = 'file.tsx') {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, fileName.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const seen = new Map();
  const jsxText = [];
  const add = (ranges) => ranges?.forEach((r) => seen.set(r.pos, r.end - r.pos));
  const visit = (node) => {
    if (node.kind >= ts.SyntaxKind.FirstJSDocNode && node.kind <= ts.SyntaxKind.LastJSDocNode) return void seen.set(node.pos, node.end - node.pos);
    if (node.kind === ts.SyntaxKind.JsxText) return void jsxText.push([node.pos, node.end]);
    const children = node.getChildren(source);
    // A comment on a line of its own is the next token's leading one; one after code on its line, the previous token's trailing one.
    if (children.length === 0 || node.kind === ts.SyntaxKind.EndOfFileToken) {
      add(ts.getLeadingCommentRanges(text, node.pos));
      add(ts.getTrailingCommentRanges(text, node.end));
    }
    children.forEach(visit);
  };
  visit(source);
  // JSX text is not scanned as trivia: what looks like a comment in it is text.
  for (const [start, end] of jsxText) for (const pos of seen.keys()) if (pos >= start && pos < end) seen.delete(pos);
  return [...seen.values()].reduce((sum, n) => sum + n, 0);
}

function* sources(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sources(full);
    else if (/\.(tsx?|m?js)$/.test(entry.name) && !entry.name.endsWith('.d.ts') && !entry.name.endsWith('.d.mts')) yield full;
  }
}

test('comments are at most 8 % of app/, components/ and lib/', (t) => {
  let total = 0;
  let comments = 0;
  for (const dir of ['app', 'components', 'lib'])
    for (const file of sources(path.join(root, dir))) {
      const text = readFileSync(file, 'utf8');
      total += text.length;
      comments += commentCharacters(text, file);
    }
  const share = comments / total;
  t.diagnostic(`comments: ${(share * 100).toFixed(1)} %`);

  assert.ok(share <= LIMIT, `comments are ${(share * 100).toFixed(1)} % of the characters (goal ≤ 8 %): move history and figures to docs/`);
});

test('the count takes comments and leaves strings, regular expressions and JSX text', () => {
  const code = "// one\nconst a = '// no'; /* two */\nconst r = /\\/\\//g;\nconst j = <p>// text {/* three */}</p>;\n/** four */\nexport {};\n";
  assert.equal(commentCharacters(code), '// one'.length + '/* two */'.length + '/* three */'.length + '/** four */'.length);
});

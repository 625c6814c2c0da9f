/**
 * The layer rules of eslint.config.mjs (../shared/ARCHITECTURE.md's table) are kept, not hoped for:
 * each planted violation must be reported, and the same import where the table allows it must not.
 * Runs with `npm run lint` (node --test).
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ESLint } from 'eslint';

const eslint = new ESLint({ cwd: new URL('..', import.meta.url).pathname });

async function restricted(filePath, code) {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.filter((m) => m.ruleId === '@typescript-eslint/no-restricted-imports' || m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

const violations = [
  [
    'a component importing the platform client',
    'components/drops/planted.tsx',
    "import { getDrop } from '@/lib/platform/content';\nexport const x = getDrop;\n",
  ],
  ['a component importing a platform type', 'components/drops/planted.tsx', "import type { Drop } from '@/lib/platform/schemas';\nexport type X = Drop;\n"],
  ['lib importing React', 'lib/drops/planted.ts', "import { useState } from 'react';\nexport const x = useState;\n"],
  ['lib importing next/*', 'lib/drops/planted.ts', "import { notFound } from 'next/navigation';\nexport const x = notFound;\n"],
  ['lib importing a component', 'lib/drops/planted.ts', "import { ItemCard } from '@/components/drops/item-card';\nexport const x = ItemCard;\n"],
  ['app importing the sandbox', 'app/planted/page.tsx', "import { seed } from '../../sandbox/db/seed';\nexport const x = seed;\n"],
  ['a component importing the sandbox', 'components/planted.tsx', "import { devnetAccount } from '@/sandbox/accounts';\nexport const x = devnetAccount;\n"],
  ['lib importing the sandbox', 'lib/planted.ts', "import { DEVNET_CONTRACTS } from '../sandbox/contracts';\nexport const x = DEVNET_CONTRACTS;\n"],
  [
    'a page rendering next-seo JSON-LD (escapes only the exact </script>)',
    'app/planted/page.tsx',
    "import { ArticleJsonLd } from 'next-seo';\nexport const x = ArticleJsonLd;\n",
  ],
  [
    'a route helper importing next/dist',
    'app/_lib/planted.ts',
    "import { workAsyncStorage } from 'next/dist/server/app-render/work-async-storage.external';\nexport const x = workAsyncStorage;\n",
  ],
  [
    'a server module importing next/dist',
    'lib/cache/planted.mjs',
    "import X from 'next/dist/server/lib/incremental-cache/file-system-cache.js';\nexport const x = X;\n",
  ],
  ['a component importing a route helper', 'components/planted.tsx', "import { pageMetadata } from '@/app/_lib/metadata';\nexport const x = pageMetadata;\n"],
];

const allowed = [
  ['a page importing the platform client', 'app/planted/page.tsx', "import { getDrop } from '@/lib/platform/content';\nexport const x = getDrop;\n"],
  ['a component importing a domain type', 'components/drops/planted.tsx', "import type { Drop } from '@/lib/drops/types';\nexport type X = Drop;\n"],
  ['a next-seo type', 'app/planted/page.tsx', "import type { ArticleJsonLdProps } from 'next-seo';\nexport type X = ArticleJsonLdProps;\n"],
  [
    'lib/framework importing next/dist',
    'lib/framework/planted.ts',
    "import { workAsyncStorage } from 'next/dist/server/app-render/work-async-storage.external';\nexport const x = workAsyncStorage;\n",
  ],
  ['a route helper importing next/*', 'app/_lib/planted.ts', "import { notFound } from 'next/navigation';\nexport const x = notFound;\n"],
];

for (const [name, file, code] of violations) {
  test(`reports ${name}`, async () => assert.equal((await restricted(file, code)).length, 1));
}
for (const [name, file, code] of allowed) {
  test(`allows ${name}`, async () => assert.deepEqual(await restricted(file, code), []));
}

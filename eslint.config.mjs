import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

/**
 * The layer table of ../shared/ARCHITECTURE.md as import rules. Where the table and these rules
 * disagree, fix one of them in the same change. `lint-boundaries.test.ts` plants a violation of
 * each rule and fails when one stops being reported.
 */
const SANDBOX = {
  group: ['@/sandbox', '@/sandbox/*', '**/sandbox/**', '../sandbox', '../../sandbox'],
  message: 'The sandbox stands in for the outside world; the site never imports it.',
};
const PLATFORM = {
  group: ['@/lib/platform', '@/lib/platform/*'],
  message: 'Components get platform data as props from a page; domain types live in lib/<domain>/types.ts.',
};
const ROUTE_HELPERS = { group: ['@/app', '@/app/*', '@/app/**'], message: 'Route helpers belong to the routes.' };
const FRAMEWORK = {
  group: ['react', 'react-dom', 'react/*', 'react-dom/*', 'next', 'next/*', '@/components/*', '@/components/**'],
  message: 'lib/ holds framework-free rules: no React, no next/*, no components. Put route helpers in app/_lib/ and hooks in components/.',
};

/** next-seo's components escape only the exact `</script>`: JSON-LD goes through components/seo/json-ld.tsx. */
const NEXT_SEO = {
  name: 'next-seo',
  message: 'Render JSON-LD with components/seo/json-ld.tsx (next-seo escapes only the exact </script>); import only its types.',
  allowTypeImports: true,
};

/** Next's private modules change without notice: the one place allowed to lean on them is lib/framework/ (docs/upgrading.md). */
const NEXT_INTERNALS = {
  group: ['next/dist', 'next/dist/**'],
  message: "next/dist/* is Next's private code: put the dependence in lib/framework/ with a test that fails when it changes (docs/upgrading.md).",
};

const restrict = (...patterns) => ['error', { paths: [NEXT_SEO], patterns: patterns.map((p) => ({ ...p, allowTypeImports: false })) }];

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },
  { files: ['app/**/*.{ts,tsx}'], rules: { '@typescript-eslint/no-restricted-imports': restrict(SANDBOX) } },
  { files: ['components/**/*.{ts,tsx}'], rules: { '@typescript-eslint/no-restricted-imports': restrict(SANDBOX, PLATFORM, ROUTE_HELPERS) } },
  {
    files: ['lib/**/*.{ts,tsx}'],
    ignores: ['lib/**/*.test.{ts,tsx}'],
    rules: { '@typescript-eslint/no-restricted-imports': restrict(SANDBOX, FRAMEWORK, ROUTE_HELPERS) },
  },
  // Every file but lib/framework/: no next/dist (the core rule, so .mjs and .js files are covered too).
  { files: ['**/*.{js,mjs,cjs,ts,tsx}'], ignores: ['lib/framework/**'], rules: { 'no-restricted-imports': ['error', { patterns: [NEXT_INTERNALS] }] } },
  // The framework's internals, isolated: React and Next are allowed here, each dependence tested.
  { files: ['lib/framework/**/*.{ts,tsx}'], rules: { '@typescript-eslint/no-restricted-imports': restrict(SANDBOX, ROUTE_HELPERS) } },
  // Shared platform reads are kept in Next's data cache: the one file of lib/ bound to the framework.
  { files: ['lib/platform/data-cache.ts'], rules: { '@typescript-eslint/no-restricted-imports': restrict(SANDBOX, ROUTE_HELPERS) } },
  // The one place that may call next-seo at run time, through our own escaping.
  {
    files: ['components/seo/json-ld.tsx'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', { patterns: [SANDBOX, PLATFORM, ROUTE_HELPERS].map((p) => ({ ...p, allowTypeImports: false })) }],
    },
  },
  {
    files: ['contracts/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': restrict(SANDBOX, {
        group: ['@/lib/*', '@/components/*', '@/app/*'],
        message: 'contracts/ imports nothing of the app.',
      }),
    },
  },
  {
    // Tooling and tests run in Node and may require().
    files: ['contracts/build.ts', 'scripts/**', 'e2e/**', 'sandbox/**', 'test/**', '*.js', '*.mjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  // Playwright fixtures call their continuation `use`: not React's hook.
  { files: ['e2e/**'], rules: { 'react-hooks/rules-of-hooks': 'off' } },
  globalIgnores([
    '.next/**',
    '.next-prism/**',
    '.next-lane*/**',
    'node_modules/**',
    'contracts/generated/**',
    'sandbox/.data/**',
    'playwright-report/**',
    'test-results/**',
    'scripts/bench-reference/**',
    'next-env.d.ts',
  ]),
]);

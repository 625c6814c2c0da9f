const nextJest = require('next/jest');

const createJestConfig = nextJest({ dir: './' });

/** @type {import('jest').Config} */
const config = {
  // npm test runs the unit tests beside the build and the lint on two cores: the sandbox tests that
  // seed a database again wait their turn for the CPU, not for anything of theirs.
  testTimeout: 30_000,
  testEnvironment: 'node',
  roots: ['<rootDir>/lib', '<rootDir>/components', '<rootDir>/sandbox', '<rootDir>/contracts', '<rootDir>/app', '<rootDir>/scripts'],
  // scripts/*.test.mjs are the lint's own checks, run by npm run lint (node --test).
  testPathIgnorePatterns: ['/node_modules/', '/e2e/', '/.next/', '\\.mjs$'],
  moduleNameMapper: {
    '^server-only$': '<rootDir>/test/server-only-stub.js',
    '^@/(.*)$': '<rootDir>/$1',
  },
};

// openapi-backend's ref parser ships ESM only: compiled like our code, so the stand-in's contract
// guard is tested under Jest with the rest (one unit-test runner).
const ESM_PACKAGES = ['@apidevtools/json-schema-ref-parser'];

module.exports = async () => {
  const resolved = await createJestConfig(config)();
  return {
    ...resolved,
    transformIgnorePatterns: [`/node_modules/(?!(${ESM_PACKAGES.join('|')})/)`, ...resolved.transformIgnorePatterns.filter((p) => !p.includes('node_modules'))],
  };
};

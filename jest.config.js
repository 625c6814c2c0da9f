const nextJest = require('next/jest');

const createJestConfig = nextJest({ dir: './' });

/** @type {import('jest').Config} */
const config = {
  testEnvironment: 'node',
  roots: ['<rootDir>/lib', '<rootDir>/components', '<rootDir>/sandbox', '<rootDir>/contracts', '<rootDir>/app', '<rootDir>/scripts'],
  // scripts/*.test.mjs run under node --test (npm run lint).
  testPathIgnorePatterns: ['/node_modules/', '/e2e/', '/.next/', '\\.mjs$'],
  moduleNameMapper: {
    '^server-only$': '<rootDir>/test/server-only-stub.js',
    '^@/(.*)$': '<rootDir>/$1',
  },
};

module.exports = createJestConfig(config);

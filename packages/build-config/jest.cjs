// Jest settings shared by every package and app: TypeScript through swc, jsdom for React.
const path = require('node:path');

function createJestConfig({ dom = true } = {}) {
  return {
    testEnvironment: dom ? 'jsdom' : 'node',
    // Component tests type with user-event; on a loaded 2-core machine 5 s is not always enough.
    testTimeout: 20_000,
    transform: {
      '^.+\\.[cm]?[jt]sx?$': [
        require.resolve('@swc/jest'),
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    setupFiles: [path.join(__dirname, 'jest-setup.cjs')],
    setupFilesAfterEnv: dom ? [path.join(__dirname, 'jest-setup-dom.cjs')] : [],
    testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}', '<rootDir>/test/**/*.test.{ts,tsx}'],
    moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
  };
}

module.exports = { createJestConfig };

// Jest settings shared by every package and app: TypeScript through swc, jsdom for React.
const path = require('node:path');

/** The api-client's test setup (an empty query cache for each test), for a package that has the api-client. */
function apiClientSetup() {
  try {
    // Jest runs in the package's folder.
    return [require.resolve('@dutylink/api-client/jest-setup', { paths: [process.cwd()] })];
  } catch {
    return [];
  }
}

function createJestConfig({ dom = true } = {}) {
  return {
    testEnvironment: dom ? 'jsdom' : 'node',
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
    setupFilesAfterEnv: dom ? [path.join(__dirname, 'jest-setup-dom.cjs'), ...apiClientSetup()] : [],
    testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}', '<rootDir>/test/**/*.test.{ts,tsx}'],
    moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
    // A page with MUI's data grid is slow under jsdom: remote-admin's employers page's search test took 3.3 s beside
    // a busy core (load 4, 2026-11-30; 2.4 s run alone), over Jest's 5 s on 2 cores beside a test run. A time limit
    // is no assertion: it only has to catch a hang.
    ...(dom ? { testTimeout: 20_000 } : {}),
  };
}

module.exports = { createJestConfig };

// Lint keeps the suite's boundaries: remotes never import each other or the shell, packages never
// import apps, contracts stays free of React, MUI, axios and the DOM, and only the shell's
// federation folder touches the Module Federation runtime.
import tseslint from 'typescript-eslint';

// A shared module is never tree-shaken (docs/performance.md): React Router comes through
// @dutylink/router and MUI through @dutylink/mui, short lists of what the suite uses.
const FACADED = ['react-router', 'react-router-dom', '@mui/material', '@mui/material/*'];
// Command-line scripts (npm start/test, benchmarks, the landing prerender, the e2e servers): linted, and they print.
const CLI_SCRIPTS = ['scripts/*.mjs', 'bench/*.mjs', 'remote-auth/scripts/*.mjs', 'packages/contracts/scripts/*.mjs', 'e2e/*.mjs'];
const APPS = ['shell', 'remote-auth', 'remote-employee', 'remote-employer', 'remote-admin'];
const appImport = (app) => [`**/${app}/**`, `${app}`, `${app}/**`];

function forbid(files, patterns, message) {
  return {
    files,
    rules: { 'no-restricted-imports': ['error', { patterns: [{ group: patterns, message }] }] },
  };
}

// One block per folder: ESLint keeps only the last 'no-restricted-imports' that matches a file.
const appBlocks = APPS.map((app) => {
  const others = APPS.filter((other) => other !== app).flatMap(appImport);
  const federation =
    app === 'shell' ? [] : ['@module-federation/*'];
  return forbid([`${app}/src/**/*.{ts,tsx}`], [...others, ...federation, ...FACADED],
    `${app} may not import another app, the Module Federation runtime, or MUI and React Router themselves (use @dutylink/mui and @dutylink/router).`);
});

export default tseslint.config(
  {
    ignores: [
      '**/dist/**', '**/node_modules/**', '**/coverage/**', '**/*.cjs', '**/*.mjs', 'e2e/test-results/**', '.data/**',
      ...CLI_SCRIPTS.map((pattern) => `!${pattern}`),
    ],
  },
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  { files: CLI_SCRIPTS, rules: { 'no-console': 'off' } },
  ...appBlocks,
  forbid(['packages/contracts/src/**'], [...APPS.flatMap(appImport), 'react', 'react-*', '@mui/*', '@emotion/*', 'axios', 'zustand'],
    'contracts is shared with the server: no React, MUI, axios or apps.'),
  forbid(['packages/api-client/src/**', 'packages/design-system/src/**', 'packages/subscription/src/**'], [...APPS.flatMap(appImport), '@module-federation/*', ...FACADED],
    'packages never import apps or the federation runtime; MUI comes through @dutylink/mui, React Router through @dutylink/router.'),
  forbid(['packages/router/src/**', 'packages/mui/src/**'], [...APPS.flatMap(appImport), '@dutylink/*', '@mui/material/*'], 'a facade re-exports its library only, from its root.'),
  forbid(['server/src/**'], [...APPS.flatMap(appImport), '@dutylink/api-client', '@dutylink/design-system', 'react', 'react-*'],
    'the server uses only @dutylink/contracts from the browser side.'),
  {
    files: ['shell/src/**/*.{ts,tsx}'],
    // Tests may mock the runtime they sit on.
    ignores: ['shell/src/federation/**', 'shell/src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: [...APPS.filter((a) => a !== 'shell').flatMap(appImport), '@module-federation/*', ...FACADED], message: 'Only shell/src/federation touches the Module Federation runtime; MUI and React Router come through @dutylink/mui and @dutylink/router.' }] }],
    },
  },
);

// Lint keeps the suite's boundaries. By path, static or dynamic import() alike: an app never imports
// another app, packages never import apps, and a feature never imports another feature (what several
// use lives in the app's components/ or lib/); the server's plugins and lib/ never import an area of
// server/src/modules, and everything else reaches an area through its public index.ts alone. By package
// name: contracts stays free of React, MUI,
// axios and the DOM, only the shell's federation folder touches the Module Federation runtime, React
// Router comes through its facade, and TanStack Query stays inside the api-client. Also: no
// import cycles, the rules of hooks with complete dependency lists, and kebab-case file names. The server's
// migrations are frozen: each file imports kysely only, and the rest of the server reaches them through
// their index (docs/decisions/frozen-migrations.md).
import { existsSync, readdirSync } from 'node:fs';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import checkFile from 'eslint-plugin-check-file';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

// A shared module is never tree-shaken (docs/performance.md): React Router comes through
// @dutylink/router, a short list of what the suite uses. MUI's components are not shared (each app
// compiles in what it uses: docs/decisions/mui-sharing.md).
const FACADED = ['react-router', 'react-router-dom'];
// Server state has one owner (docs/decisions/server-state.md): TanStack Query is bundled inside the api-client, the pages use its hooks.
const QUERY_LIBRARY = ['@tanstack/*'];
// Command-line scripts (npm start/test, benchmarks, the landing prerender, the e2e servers): linted, and they print.
const CLI_SCRIPTS = ['scripts/*.mjs', 'bench/*.mjs', 'remote-auth/scripts/*.mjs', 'packages/contracts/scripts/*.mjs', 'server/scripts/*.mjs', 'e2e/*.mjs'];
// The server reaches its migrations through src/db/migrations/index.ts, never one file of them.
const MIGRATIONS_BY_INDEX = { regex: String.raw`(^|/)db/migrations/\d{4}-`, message: 'Migrations are reached through their index (src/db/migrations).' };
const APPS = ['shell', 'remote-auth', 'remote-employee', 'remote-employer', 'remote-admin'];

// One styling system (docs/decisions/one-styling-system.md). Colours are written once, in
// packages/contracts/src/brand.json: the MUI theme and the server's pages read them from there, so no code
// writes a colour. The browser's components style through the theme, with sx and styled: no <style>
// element, no style attribute, no CSS in a string or a tagged template.
const COLOUR = String.raw`/#([0-9a-fA-F]{3,4}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})\b|\b(rgb|hsl)a?\(\s*\d/`;
const COLOUR_MESSAGE = 'A colour comes from the palette (packages/contracts/src/brand.json): the theme in the browser, BRAND on the server.';
const NO_COLOUR_LITERALS = [
  { selector: `Literal[value=${COLOUR}]`, message: COLOUR_MESSAGE },
  { selector: `TemplateElement[value.raw=${COLOUR}]`, message: COLOUR_MESSAGE },
];
const CSS_MESSAGE = "A component is styled with the theme's sx or styled (object styles), not with CSS text.";
const NO_CSS_IN_COMPONENTS = [
  { selector: "JSXOpeningElement[name.name='style']", message: CSS_MESSAGE },
  { selector: "JSXAttribute[name.name=/^(style|dangerouslySetInnerHTML)$/]", message: CSS_MESSAGE },
  { selector: 'TaggedTemplateExpression', message: CSS_MESSAGE },
  // A rule's text in a string: a selector, then a declaration block ('.card { color: red; }').
  { selector: String.raw`Literal[value=/[\w\])*-]\s*\{[^{}]*:[^{}]*;/]`, message: CSS_MESSAGE },
  { selector: String.raw`TemplateElement[value.raw=/[\w\])*-]\s*\{[^{}]*:[^{}]*;/]`, message: CSS_MESSAGE },
];
const BROWSER_CODE = ['shell/src/**/*.{ts,tsx}', 'remote-*/src/**/*.{ts,tsx}', 'packages/*/src/**/*.{ts,tsx}'];

/** import-x/no-restricted-paths zones: apps, packages and each app's features keep to themselves; the server's shared code imports no area. */
function boundaries() {
  const zones = [
    { target: './packages', from: APPS.map((app) => `./${app}`), message: 'Packages never import apps.' },
    {
      target: ['./server/src/plugins', './server/src/lib'],
      from: './server/src/modules',
      message: "The server's plugins and lib/ serve every area and import none: move what they need to server/src/lib/.",
    },
  ];
  // Each area of the server is reached through its public index (server/src/modules/<area>/index.ts) alone.
  const areas = readdirSync('server/src/modules');
  const indexes = areas.map((area) => `./${area}/index.ts`);
  const throughIndex = "Another area is reached through its public index alone (server/src/modules/<area>/index.ts): export what is needed there.";
  for (const area of areas) {
    zones.push({ target: `./server/src/modules/${area}`, from: './server/src/modules', except: [`./${area}`, ...indexes], message: throughIndex });
  }
  zones.push({ target: ['./server/src/app.ts', './server/src/types.ts', './server/src/main.ts', './server/src/db'], from: './server/src/modules', except: indexes, message: throughIndex });
  for (const app of APPS) {
    zones.push({ target: `./${app}/src`, from: APPS.filter((other) => other !== app).map((other) => `./${other}`), message: 'An app never imports another app.' });
    const features = `${app}/src/features`;
    for (const feature of existsSync(features) ? readdirSync(features) : []) {
      zones.push({
        target: `./${features}/${feature}`,
        from: `./${features}`,
        except: [`./${feature}`],
        message: "A feature never imports another: move what both use to the app's components/ or lib/.",
      });
    }
  }
  return zones;
}

function forbid(files, patterns, message) {
  return {
    files,
    rules: { 'no-restricted-imports': ['error', { patterns: [{ group: patterns, message }] }] },
  };
}

export default tseslint.config(
  {
    ignores: [
      '**/dist/**', '**/build/**', '**/node_modules/**', '**/coverage/**', '**/*.cjs', '**/*.mjs', 'e2e/test-results/**', '.data/**',
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
  // ESLint keeps only the last 'no-restricted-syntax' that matches a file: the migrations' block repeats the colours.
  { files: ['**/*.{ts,tsx,mjs}'], rules: { 'no-restricted-syntax': ['error', ...NO_COLOUR_LITERALS] } },
  { files: BROWSER_CODE, rules: { 'no-restricted-syntax': ['error', ...NO_COLOUR_LITERALS, ...NO_CSS_IN_COMPONENTS] } },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX, 'react-hooks': reactHooks, 'check-file': checkFile },
    settings: {
      // Parse the imported TypeScript files too (import-x's TypeScript preset), so no-cycle follows them.
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: ['*/tsconfig.json', 'packages/*/tsconfig.json'], noWarnOnMultipleProjects: true })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: boundaries() }],
      'import-x/no-cycle': 'error',
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'check-file/filename-naming-convention': ['error', { '**/*.{ts,tsx}': 'KEBAB_CASE' }, { ignoreMiddleExtensions: true }],
    },
  },
  // By package name. One block per folder: ESLint keeps only the last 'no-restricted-imports' that matches a file.
  forbid(['remote-*/src/**/*.{ts,tsx}'], ['@module-federation/*', ...FACADED, ...QUERY_LIBRARY],
    'A remote never touches the Module Federation runtime; React Router comes through @dutylink/router, server state through @dutylink/api-client.'),
  forbid(['shell/src/**/*.{ts,tsx}'], [...FACADED, ...QUERY_LIBRARY], 'React Router comes through @dutylink/router, server state through @dutylink/api-client.'),
  {
    files: ['shell/src/**/*.{ts,tsx}'],
    // Tests may mock the runtime they sit on.
    ignores: ['shell/src/federation/**', 'shell/src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['@module-federation/*', ...FACADED, ...QUERY_LIBRARY], message: 'Only shell/src/federation touches the Module Federation runtime; React Router comes through @dutylink/router, server state through @dutylink/api-client.' }] }],
    },
  },
  forbid(['packages/contracts/src/**'], ['react', 'react-*', '@mui/*', '@emotion/*', 'axios', 'zustand', ...QUERY_LIBRARY],
    'contracts is shared with the server: no React, MUI, axios, query library or apps.'),
  forbid(['packages/api-client/src/**'], ['@module-federation/*', ...FACADED],
    'packages never touch the federation runtime; React Router comes through @dutylink/router.'),
  forbid(['packages/design-system/src/**', 'packages/subscription/src/**'], ['@module-federation/*', ...FACADED, ...QUERY_LIBRARY],
    'packages never touch the federation runtime; React Router comes through @dutylink/router, server state through @dutylink/api-client.'),
  forbid(['packages/router/src/**'], ['@dutylink/*', ...QUERY_LIBRARY], 'a facade re-exports its library only, from its root.'),
  {
    files: ['server/src/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [
        { group: ['@dutylink/api-client', '@dutylink/design-system', '@dutylink/router', 'react', 'react-*'], message: 'the server uses only @dutylink/contracts from the browser side.' },
        MIGRATIONS_BY_INDEX,
        { regex: String.raw`(^|/)db/demo/`, message: 'The demo is loaded by src/demo.ts (loadDemo) only, so the production bundle leaves it out.' },
      ] }],
    },
  },
  { files: ['server/test/**'], rules: { 'no-restricted-imports': ['error', { patterns: [MIGRATIONS_BY_INDEX] }] } },
  // A migration that has shipped must go on building the same schema: it imports kysely only (not live
  // code, not an npm dataset) and holds a copy of any data it needs. Only the index imports the migrations.
  {
    files: ['server/src/db/migrations/*.ts'],
    ignores: ['server/src/db/migrations/index.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: '^(?!kysely$)', message: 'A migration is frozen: it imports kysely only and copies the data it needs (docs/decisions/frozen-migrations.md).' }] }],
      'no-restricted-syntax': ['error',
        ...NO_COLOUR_LITERALS,
        { selector: 'ImportExpression', message: 'A migration is frozen: it imports kysely only.' },
        { selector: "CallExpression[callee.name='require']", message: 'A migration is frozen: it imports kysely only.' },
      ],
      // Named by their key in the index: '0011_open_jobs' is 0011-open-jobs.ts.
      'check-file/filename-naming-convention': ['error', { '**/*.ts': '[0-9][0-9][0-9][0-9]-+([a-z0-9])*(-+([a-z0-9]))' }],
    },
  },
  {
    files: ['server/src/db/migrations/index.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: String.raw`^(?!kysely$|\./\d{4}-[a-z0-9-]+$)`, message: 'The index imports kysely and the migrations beside it only.' }] }],
    },
  },
);

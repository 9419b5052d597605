const base = require('@dutylink/build-config/jest').createJestConfig({ dom: false });

const esmOnly = [
  'content-disposition',
  'cookie',
  '@fastify\\+cookie',
  '@fastify/cookie',
  '@electric-sql\\+pglite',
  '@electric-sql/pglite',
  // file-type (permit uploads) and its own ESM-only dependencies.
  'file-type',
  'strtok3',
  'token-types',
  '@tokenizer\\+inflate',
  '@tokenizer/inflate',
  'uint8array-extras',
  '@borewit\\+text-codec',
  '@borewit/text-codec',
];

module.exports = {
  ...base,
  // Compiled by swc like our sources, because Jest's module system cannot run them as shipped
  // (Node can): content-disposition 3, cookie 1 and file-type 21 ship only ESM, and @fastify/cookie and PGlite's
  // CommonJS build load modules with import(), which Jest allows only under --experimental-vm-modules.
  transformIgnorePatterns: [`/node_modules/(?!(\\.pnpm/)?(${esmOnly.join('|')})[@/])`],
  // file-type's exports name only `import` and `module-sync` (Node 20.19+ requires it through the latter);
  // Jest's resolver knows neither, so it is pointed at the file Node itself picks.
  moduleNameMapper: { '^file-type$': require.resolve('file-type') },
  // Every test file starts its own database (PGlite in memory, or a new PostgreSQL database).
  testTimeout: 30_000,
  // Each file's database is a copy of one migrated once per run (test/helpers/database-template.ts).
  globalSetup: '<rootDir>/test/helpers/global-setup.ts',
  globalTeardown: '<rootDir>/test/helpers/global-teardown.ts',
};

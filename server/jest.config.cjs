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
  'pdfjs-dist',
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
  // A server test goes through the real routes, outbox and database: beside a busy core (load 7-8, 2026-11-30) on
  // PGlite the slowest measured at this limit took 7-9 s (the demo's seeding with its sign-ins 6.9 s, the fuzz's
  // set-up with the demo about 9 s), a database and an app with the demo 2.4 and 5.1 s in beforeAll. A limit only
  // catches a hang; a test that needs more states its own reason.
  testTimeout: 30_000,
  // Each file's database is a copy of one migrated once per run (test/helpers/database-template.ts).
  globalSetup: '<rootDir>/test/helpers/global-setup.ts',
  globalTeardown: '<rootDir>/test/helpers/global-teardown.ts',
};

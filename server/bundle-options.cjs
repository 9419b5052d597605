// The esbuild settings of every bundle of the server: server/dist/main.js and dist/demo.js (build.mjs), the
// benches (bench/support.mjs) and the two-process test (test/helpers/server-processes.ts). npm dependencies
// stay external (installed next to it); the @dutylink/* workspace packages are TypeScript sources,
// so they are bundled in. Subpaths too (e.g. 'yup/...'): anything under an external package stays a require().
const { readFileSync } = require('node:fs');
const path = require('node:path');

const manifest = JSON.parse(readFileSync(path.join(__dirname, 'package.json'), 'utf8'));
const external = Object.keys(manifest.dependencies)
  .filter((name) => !name.startsWith('@dutylink/'))
  .flatMap((name) => [name, `${name}/*`]);

exports.serverBundleOptions = { bundle: true, platform: 'node', target: 'node20', format: 'cjs', external, logLevel: 'warning' };

const SRC = path.join(__dirname, 'src');

/**
 * Leaves the demo out of main.js: src/demo.ts's import() of the demo's entry stays an import() of
 * './demo.js', the bundle beside it. Any other import of the demo is bundled as usual (and the
 * production-bundle test then finds the demo in main.js).
 */
const demoApart = {
  name: 'demo-apart',
  setup(build) {
    build.onResolve({ filter: /^\.\/db\/demo\/demo-data$/ }, (args) =>
      args.importer === path.join(SRC, 'demo.ts') ? { path: './demo.js', external: true } : undefined,
    );
  },
};

/**
 * The production build into `outdir`: main.js, the server without the demo, and demo.js, the demo seeders
 * main.js loads only when DEMO_DATA asks for them (npm start, the e2e and bench servers: demo mode); and
 * browser/sign-in.js, the sign-in pages' script.
 */
exports.productionBundles = (outdir) => [
  { ...exports.serverBundleOptions, entryPoints: [path.join(SRC, 'main.ts')], outfile: path.join(outdir, 'main.js'), plugins: [demoApart] },
  { ...exports.serverBundleOptions, entryPoints: [path.join(SRC, 'db/demo/demo-data.ts')], outfile: path.join(outdir, 'demo.js') },
  // The sign-in pages' script (server/browser): for the browser, small, served as /auth/sign-in.js.
  {
    entryPoints: [path.join(__dirname, 'browser', 'sign-in.ts')],
    outfile: path.join(outdir, 'browser', 'sign-in.js'),
    bundle: true,
    minify: true,
    format: 'iife',
    platform: 'browser',
    target: ['chrome100', 'safari15', 'firefox100'],
    logLevel: 'warning',
  },
];

// The esbuild settings of every bundle of the server: server/dist/main.js (build.mjs), the benches
// (bench/support.mjs) and the two-process test (test/helpers/server-processes.ts). npm dependencies
// stay external (installed next to it); the @dutylink/* workspace packages are TypeScript sources,
// so they are bundled in. Subpaths too (e.g. 'yup/...'): anything under an external package stays a require().
const { readFileSync } = require('node:fs');
const path = require('node:path');

const manifest = JSON.parse(readFileSync(path.join(__dirname, 'package.json'), 'utf8'));
const external = Object.keys(manifest.dependencies)
  .filter((name) => !name.startsWith('@dutylink/'))
  .flatMap((name) => [name, `${name}/*`]);

exports.serverBundleOptions = { bundle: true, platform: 'node', target: 'node20', format: 'cjs', external, logLevel: 'warning' };

// Bundles the server into dist/main.js. npm dependencies stay external (installed next to it);
// the @dutylink/* workspace packages are TypeScript sources, so they are bundled in.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = dirname(fileURLToPath(import.meta.url));
const manifest = JSON.parse(readFileSync(join(here, 'package.json'), 'utf8'));
const external = Object.keys(manifest.dependencies).filter((name) => !name.startsWith('@dutylink/'));

await build({
  entryPoints: [join(here, 'src/main.ts')],
  outfile: join(here, 'dist/main.js'),
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  sourcemap: true,
  // Subpaths too (e.g. 'yup/...'): anything under an external package stays a require().
  external: external.flatMap((name) => [name, `${name}/*`]),
  logLevel: 'warning',
});
console.info('server/dist/main.js built');

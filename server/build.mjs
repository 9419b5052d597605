// Bundles the server into dist/main.js (settings in bundle-options.cjs).
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = dirname(fileURLToPath(import.meta.url));
const { serverBundleOptions } = createRequire(import.meta.url)('./bundle-options.cjs');

await build({ ...serverBundleOptions, entryPoints: [join(here, 'src/main.ts')], outfile: join(here, 'dist/main.js'), sourcemap: true });
console.info('server/dist/main.js built');

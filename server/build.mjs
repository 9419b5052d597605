// Bundles the server into dist/main.js and the demo into dist/demo.js (settings in bundle-options.cjs).
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = dirname(fileURLToPath(import.meta.url));
const { productionBundles } = createRequire(import.meta.url)('./bundle-options.cjs');

await Promise.all(productionBundles(join(here, 'dist')).map((options) => build({ ...options, sourcemap: true })));
console.info('server/dist/main.js and server/dist/demo.js built');

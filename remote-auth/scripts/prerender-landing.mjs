// After `webpack`: renders the landing page to dist/landing.html (src/features/landing/first-paint.tsx).
// The server sends it as the whole page to visitors of / and /landing, so a first visit paints and works
// without downloading any script; releasing this remote releases its first paint with it.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const appDir = dirname(dirname(fileURLToPath(import.meta.url)));
const work = mkdtempSync(join(tmpdir(), 'remote-auth-prerender-'));
try {
  const bundle = join(work, 'first-paint.cjs');
  await build({
    entryPoints: [join(appDir, 'src/features/landing/first-paint.tsx')],
    outfile: bundle,
    bundle: true,
    platform: 'node',
    format: 'cjs',
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'warning',
  });
  const { renderFirstPaint } = createRequire(import.meta.url)(bundle);
  writeFileSync(join(appDir, 'dist', 'landing.html'), `${renderFirstPaint()}\n`);
  console.info('remote-auth/dist/landing.html prerendered');
} finally {
  rmSync(work, { recursive: true, force: true });
}

// A second origin for the cross-origin run: serves one remote's production build on loopback, the
// way a CDN would, with CORS for the app's origin. Two versions of it:
//   /v1/  the build as it is (REMOTE_ORIGIN_DIR, default remote-employee/dist)
//   /v2/  a copy whose exposed ./routes chunk also sets <html data-remote-build="v2">: a "newer
//         build" for the replaced-remote journey, made without running webpack again.
//   /skew/ a copy whose mf-manifest.json and remoteEntry.js claim a build against React 20: every
//         react share key it consumes (react/jsx-runtime too) requires ^20.0.0. Module Federation
//         must refuse it (strictVersion) and the shell show the area's fallback (version-skew journey).
//   /probe/ a build, made here with remote-employee's webpack config, of a release that starts using a
//         MUI component the shell never drew (e2e/remote-probe/routes.tsx; new-mui-component journey).
// Env: REMOTE_ORIGIN_PORT (8192), REMOTE_ORIGIN_DIR, REMOTE_ORIGIN_ALLOW (the app's origin, or *).
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { cpSync, createReadStream, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.REMOTE_ORIGIN_PORT ?? 8192);
const source = resolve(root, process.env.REMOTE_ORIGIN_DIR ?? 'remote-employee/dist');
const allowOrigin = process.env.REMOTE_ORIGIN_ALLOW ?? '*';

const TYPES = {
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
};
const HASHED = /[.-][0-9a-f]{8,}\.[a-z0-9]+$/i;

/** The copy for /v2/: the chunk the manifest lists for ./routes gets one extra statement first. */
function makeV2(dir) {
  const copy = mkdtempSync(join(tmpdir(), 'dutylink-remote-v2-'));
  cpSync(dir, copy, { recursive: true });
  const manifest = JSON.parse(readFileSync(join(copy, 'mf-manifest.json'), 'utf8'));
  const routes = manifest.exposes?.find((e) => e.path === './routes' || e.name === 'routes');
  const chunks = routes?.assets?.js?.sync ?? [];
  const target = chunks.find((c) => c.includes('expose')) ?? chunks.at(-1);
  if (!target) throw new Error(`no ./routes chunk in ${dir}/mf-manifest.json`);
  const file = join(copy, target);
  writeFileSync(file, `document.documentElement.dataset.remoteBuild="v2";\n${readFileSync(file, 'utf8')}`);
  return copy;
}

/** What /skew/ claims for each share key of react and react-dom. */
const SKEW = { packages: ['react', 'react-dom'], version: '20.0.0', requiredVersion: '^20.0.0' };

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/**
 * Rewrites the range one share key is consumed with in a minified remoteEntry.js, where webpack spells
 * it `{…requiredVersion:"^19.0.0",strictVersion:!0,…shareKey:"react"}`; it must be found. The copy
 * it registers keeps its version: the shell's, loaded first, is the one every remote gets.
 */
function claimInEntry(entry, { name, requiredVersion }) {
  const pattern = new RegExp(`(requiredVersion:")${escapeRegExp(requiredVersion)}("[^{}]*?shareKey:"${escapeRegExp(name)}")`, 'g');
  const patched = entry.replace(pattern, `$1${SKEW.requiredVersion}$2`);
  if (patched === entry) throw new Error(`remoteEntry.js: no consume options of ${name} ${requiredVersion}`);
  return patched;
}

/** The copy for /skew/: the same build, claiming React 20 in its manifest and in its entry. */
function makeSkew(dir) {
  const copy = mkdtempSync(join(tmpdir(), 'dutylink-remote-skew-'));
  cpSync(dir, copy, { recursive: true });
  const manifestFile = join(copy, 'mf-manifest.json');
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  const { path: entryPath = '', name: entryName } = manifest.metaData?.remoteEntry ?? {};
  const entryFile = join(copy, entryPath, entryName ?? 'remoteEntry.js');
  const claimed = (manifest.shared ?? []).filter(({ name }) => SKEW.packages.some((pkg) => name === pkg || name.startsWith(`${pkg}/`)));
  if (!claimed.some(({ name }) => name === 'react')) throw new Error(`${dir}/mf-manifest.json shares no react`);
  let entry = readFileSync(entryFile, 'utf8');
  for (const shared of claimed) {
    entry = claimInEntry(entry, shared);
    shared.version = SKEW.version;
    shared.requiredVersion = SKEW.requiredVersion;
  }
  writeFileSync(entryFile, entry);
  writeFileSync(manifestFile, JSON.stringify(manifest, null, 2));
  return copy;
}

/** The /probe/ build: remote-employee's config, with the probe's routes exposed instead of its own. */
async function buildProbe() {
  const employee = join(root, 'remote-employee');
  const fromEmployee = createRequire(join(employee, 'package.json'));
  const { createWebpackConfig } = fromEmployee('@dutylink/build-config/webpack');
  const webpack = fromEmployee('webpack');
  // One folder per port, emptied by each build (webpack's output.clean): a run killed before its cleanup leaves no pile.
  const outputPath = join(tmpdir(), `dutylink-remote-probe-${port}`);
  const routes = join(root, 'e2e', 'remote-probe', 'routes.tsx');
  const config = createWebpackConfig({ appDir: employee, name: 'remote_employee', routes, outputPath })({}, { mode: 'production' });
  const stats = await new Promise((resolve, reject) => webpack(config, (error, result) => (error ? reject(error) : resolve(result))));
  if (stats.hasErrors()) throw new Error(`the probe's build failed:\n${stats.toString('errors-only')}`);
  return outputPath;
}

const versions = { v1: source, v2: makeV2(source), skew: makeSkew(source), probe: await buildProbe() };

function fileFor(url) {
  const [, version, rest] = /^\/(v1|v2|skew|probe)\/(.*)$/.exec(new URL(url, 'http://x').pathname) ?? [];
  if (!version) return undefined;
  const base = versions[version];
  const path = normalize(join(base, decodeURIComponent(rest)));
  if (!path.startsWith(base + sep)) return undefined;
  try {
    return statSync(path).isFile() ? path : undefined;
  } catch {
    return undefined;
  }
}

const server = createServer((request, response) => {
  response.setHeader('access-control-allow-origin', allowOrigin);
  if (allowOrigin !== '*') response.setHeader('vary', 'Origin');
  response.setHeader('cross-origin-resource-policy', 'cross-origin');
  if (request.method === 'OPTIONS') {
    response.writeHead(204, { 'access-control-allow-methods': 'GET, HEAD', 'access-control-allow-headers': 'accept, content-type' });
    return response.end();
  }
  const file = request.method === 'GET' || request.method === 'HEAD' ? fileFor(request.url ?? '/') : undefined;
  if (!file) {
    response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
    return response.end('Not found');
  }
  response.writeHead(200, {
    'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
    'cache-control': HASHED.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache',
  });
  if (request.method === 'HEAD') return response.end();
  createReadStream(file).pipe(response);
});

server.listen(port, '127.0.0.1', () => {
  console.info(`remote origin: ${source} at http://127.0.0.1:${port}/v1/ (and /v2/, /skew/, /probe/), ${readdirSync(source).length} files`);
});

const stop = () => {
  for (const copy of [versions.v2, versions.skew, versions.probe]) rmSync(copy, { recursive: true, force: true });
  server.close(() => process.exit(0));
  setTimeout(() => process.exit(0), 2000).unref();
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

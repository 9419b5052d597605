// The officer's app (issue 39, docs/decisions/officer-app.md): the shell's build also makes the web app manifest,
// its icons and the service worker, whose list of files to precache Workbox's webpack plugin writes in.
const fs = require('node:fs');
const path = require('node:path');
const { InjectManifest } = require('workbox-webpack-plugin');
const { scriptRule } = require('./script-rule.cjs');

const ICONS = path.join('src', 'app-icons');

/** The manifest: the officer's app opens on My shifts, standalone, in the design system's navy. */
function webAppManifest(brand) {
  const icon = (name, size, purpose = 'any') => ({ src: `/app-icons/${name}.png`, sizes: `${size}x${size}`, type: 'image/png', purpose });
  return {
    id: '/employee/shifts',
    name: 'DutyLink for officers',
    short_name: 'DutyLink',
    description: 'Your shifts, check-in and job alerts.',
    start_url: '/employee/shifts',
    scope: '/',
    display: 'standalone',
    orientation: 'portrait',
    background_color: brand.page,
    theme_color: brand.navy,
    icons: [icon('icon-192', 192), icon('icon-512', 512), icon('maskable-512', 512, 'maskable')],
  };
}

/** Emits the manifest and the icons next to the shell's page. */
class AppFiles {
  constructor(appDir, brand) {
    this.appDir = appDir;
    this.brand = brand;
  }

  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('AppFiles', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'AppFiles', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        compilation.emitAsset('manifest.webmanifest', new RawSource(JSON.stringify(webAppManifest(this.brand), null, 2)));
        const icons = path.join(this.appDir, ICONS);
        for (const file of fs.readdirSync(icons)) compilation.emitAsset(`app-icons/${file}`, new RawSource(fs.readFileSync(path.join(icons, file))));
      });
    });
  }
}

/**
 * The files the shell starts with, precached by the service worker: its first script and the MUI core chunk, the icons and
 * the manifest. The page asks for main.js and the favicon with the build's hash (HtmlWebpackPlugin `hash`), so their
 * entries carry it: a release's worker keeps its own release's files, and an old page keeps its old ones until reload.
 * The shell's other chunks are kept as the officer's pages use them (the worker's runtime caching).
 */
const PRECACHED = [/^main\.js$/, /^mui-core\.[0-9a-f]+\.js$/, /^favicon\.svg$/, /^app-icons\//, /^manifest\.webmanifest$/];
const HASHED_BY_PAGE = /^(main\.js|favicon\.svg)$/;

/** The worker's own build: a webpack compiler of its own, since Workbox's child compilation would run Module Federation. */
const SERVICE_WORKER = 'service-worker';
const workerBundle = (appDir) => path.join(appDir, 'build', SERVICE_WORKER);

function serviceWorkerConfig(appDir) {
  return (_env, argv) => ({
    name: SERVICE_WORKER,
    mode: argv.mode === 'development' ? 'development' : 'production',
    devtool: false,
    target: 'webworker',
    entry: path.join(appDir, 'src/service-worker/sw.ts'),
    output: { path: workerBundle(appDir), filename: 'sw.js', clean: true },
    resolve: { extensions: ['.ts', '.js', '.mjs'] },
    module: { rules: [scriptRule()] },
    stats: 'errors-warnings',
  });
}

/** The shell's manifest, icons and worker, its precache list written in (the worker is built first: SERVICE_WORKER). */
function officerAppPlugins(appDir, brand, production) {
  return [
    new AppFiles(appDir, brand),
    new InjectManifest({
      swSrc: path.join(workerBundle(appDir), 'sw.js'),
      compileSrc: false,
      swDest: 'sw.js',
      include: PRECACHED,
      // Chunks are named by their content: no revision needed. The manifest and the icons keep one.
      dontCacheBustURLsMatching: /\.[0-9a-f]{8}\.js$/,
      manifestTransforms: [
        (entries, compilation) => ({
          manifest: entries.map((entry) => (HASHED_BY_PAGE.test(entry.url.replace(/^\//, '')) ? { ...entry, url: `${entry.url}?${compilation.hash}`, revision: null } : entry)),
          warnings: [],
        }),
      ],
      // A development build is rebuilt often: the worker would otherwise keep the first one.
      ...(production ? {} : { exclude: [/./] }),
    }),
  ];
}

module.exports = { officerAppPlugins, serviceWorkerConfig, SERVICE_WORKER, webAppManifest };

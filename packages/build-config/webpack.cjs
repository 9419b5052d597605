// One webpack + Module Federation setup for the shell and every remote, so that the
// shared singletons and their version ranges cannot drift between independently built apps.
const path = require('node:path');
const fs = require('node:fs');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { muiCoreShares, MUI_CORE_CHUNK } = require('./mui-core.cjs');
const { officerAppPlugins, serviceWorkerConfig, SERVICE_WORKER } = require('./officer-app.cjs');
const { scriptRule } = require('./script-rule.cjs');

// Spec section 9: script chunk load time-out.
const CHUNK_LOAD_TIMEOUT_MS = 120_000;

// Singletons: libraries with React context or module state that the shell and every remote must
// hold once (React, Emotion's cache and MUI's core (mui-core.cjs), Formik's context, yup's error class,
// the session and toast stores of api-client, the install prompt the shell keeps for the officer's app
// (officer-app)). Shared modules are never tree-shaken, so routing goes through a facade, a short re-export of what the suite uses (@dutylink/router). MUI's components and
// the stateless workspace packages (contracts, design-system, subscription) are compiled into each app
// instead, tree-shaken: a visitor's first page then carries neither MUI nor yup (docs/performance.md).
const SHARED_PACKAGES = [
  'react',
  'react-dom',
  '@dutylink/router',
  '@emotion/react',
  '@emotion/styled',
  'zustand',
  'formik',
  'yup',
  '@dutylink/api-client',
  '@dutylink/officer-app',
];
// What the shell's first render runs: in its first script (eager), so the session's first read and the
// area's code start when main.js has run, not a round trip later (issue 18). The rest (MUI, emotion,
// Formik, yup) comes with the chunks that use it.
const FIRST_RENDER = ['react', 'react-dom', '@dutylink/router', 'zustand', '@dutylink/api-client', '@dutylink/officer-app'];
// Share keys match import specifiers exactly, so the JSX runtime and the client entry are listed too.
const SHARED_SUBPATHS = { 'react/jsx-runtime': 'react', 'react-dom/client': 'react-dom' };

function installedVersion(appDir, name) {
  let dir = path.dirname(require.resolve(name, { paths: [appDir] }));
  while (!fs.existsSync(path.join(dir, 'package.json')) || readJson(path.join(dir, 'package.json')).name !== name) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`cannot find package.json of ${name}`);
    dir = parent;
  }
  return readJson(path.join(dir, 'package.json')).version;
}

function readJson(file) {
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

/** The design system's one palette (contracts' brand.json). */
const brandOf = (appDir) => readJson(require.resolve('@dutylink/contracts/brand.json', { paths: [appDir] }));

// Each facade carries the version of the library it re-exports, so skew checks mean something.
const FACADES = { '@dutylink/router': 'react-router-dom' };

function checkFacadeVersions(appDir) {
  for (const [name, library] of Object.entries(FACADES)) {
    const facadeDir = path.dirname(require.resolve(`${name}/package.json`, { paths: [appDir] }));
    const facade = readJson(path.join(facadeDir, 'package.json')).version;
    const version = installedVersion(facadeDir, library);
    if (facade !== version) throw new Error(`${path.relative(process.cwd(), facadeDir)}/package.json is ${facade}; set it to ${library}'s ${version}`);
  }
}

/**
 * The shell provides every singleton to the page (the share strategy takes what is loaded first, and
 * the shell loads first). A remote built for a version the shell does not provide is refused by Module
 * Federation's `strictVersion`. Measured with Module Federation 2.9.2 (e2e/tests-cross-origin/
 * version-skew.spec.ts): the refusal does not reject the load; the remote's code gets no React and
 * fails on its first render, inside the area's error boundary, which shows the same fallback as any
 * other failure (docs/decisions/remote-loading.md). Remotes keep their own copies (`import: false` would drop them:
 * remote-admin then failed on a direct load with "i is not a function").
 */
function sharedSingletons(appDir, host = true) {
  checkFacadeVersions(appDir);
  const shared = {};
  const add = (key, pkg) => {
    const version = installedVersion(appDir, pkg);
    const major = version.split('.')[0];
    const requiredVersion = `^${major === '0' ? version : `${major}.0.0`}`;
    const eager = host && FIRST_RENDER.includes(pkg);
    shared[key] = host ? { singleton: true, version, requiredVersion, eager } : { singleton: true, version, requiredVersion, strictVersion: true };
  };
  for (const name of SHARED_PACKAGES) add(name, name);
  for (const [key, pkg] of Object.entries(SHARED_SUBPATHS)) add(key, pkg);
  return { ...shared, ...muiCoreShares(appDir, host) };
}

/**
 * The shell provides the federation runtime to the remotes through a plugin that require()s the
 * CommonJS build of runtime-core, while webpack's federation runtime imports the ES build: two
 * copies. Pointing both at the ES build keeps one (about 24 KB gzip less on every first page).
 */
function oneFederationRuntime() {
  const enhanced = path.dirname(require.resolve('@module-federation/enhanced/webpack'));
  const esm = (name) => require.resolve(name, { paths: [enhanced] }).replace(/\.cjs$/, '.js');
  return { '@module-federation/runtime-core$': esm('@module-federation/runtime-core'), '@module-federation/sdk$': esm('@module-federation/sdk') };
}

/**
 * @param {object} options
 * @param {string} options.appDir   the app folder (__dirname of its webpack.config.cjs)
 * @param {string} options.name     Module Federation container name, snake_case
 * @param {boolean} [options.host]  the shell: an HTML page, no exposes
 * @param {string} [options.routes] the module a remote exposes as ./routes (src/routes.tsx); one outside
 *                                  the app (a test's build of another release) resolves packages from it
 * @param {string} [options.outputPath] where the build goes (dist)
 */
function createWebpackConfig({ appDir, name, host = false, routes = path.join(appDir, 'src/routes.tsx'), outputPath = path.join(appDir, 'dist') }) {
  const outside = path.relative(appDir, routes).startsWith('..');
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    return {
      // The shell's service worker is built first, by a compiler of its own (officer-app.cjs).
      ...(host ? { name, dependencies: [SERVICE_WORKER] } : {}),
      mode: production ? 'production' : 'development',
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      entry: path.join(appDir, 'src/index.ts'),
      output: {
        path: outputPath,
        // Remotes resolve their chunks relative to wherever their manifest was loaded from,
        // so one remote can be served from another origin without a rebuild.
        publicPath: host ? '/' : 'auto',
        // Entry chunks carry the federation runtime module, which resolves its own filename while
        // webpack 5.111 hashes it, before content hashes exist (module-federation/core#5077):
        // no hash in entry names. The shell's index.html adds ?[hash] (HtmlWebpackPlugin hash),
        // remoteEntry.js and mf-manifest.json are fixed names anyway; split chunks stay hashed.
        filename: '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        chunkLoadTimeout: CHUNK_LOAD_TIMEOUT_MS,
        uniqueName: name,
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js', '.mjs'],
        alias: host ? oneFederationRuntime() : {},
        ...(outside ? { modules: ['node_modules', path.join(appDir, 'node_modules')] } : {}),
      },
      module: {
        rules: [scriptRule()],
      },
      plugins: [
        new ModuleFederationPlugin({
          name,
          ...(host ? {} : { filename: 'remoteEntry.js', exposes: { './routes': routes } }),
          shared: sharedSingletons(appDir, host),
          // A shared module is taken from what is already loaded or registered, never by first
          // initialising every registered remote to compare versions ('version-first' would fetch
          // the manifest and entry of every area, the admin's included, on the first lazy chunk).
          shareStrategy: 'loaded-first',
          manifest: true,
          // One copy of the federation runtime (about 25 KB gzip) per page: the shell provides it,
          // the remotes use it instead of bundling their own. A remote therefore needs a host that
          // provides it (docs/deploy.md). Its code for Node is left out of the shell's (1.8 KB gzip).
          experiments: host ? { provideExternalRuntime: true, optimization: { target: 'web' } } : { externalRuntime: true },
          // Remotes are registered at run time from /remotes.json: no type fetching at build time.
          dts: false,
        }),
        ...(host
          ? [
              new HtmlWebpackPlugin({
                template: path.join(appDir, 'src/index.html'),
                // The page's own style takes its colours from the design system's one palette.
                templateParameters: { brand: brandOf(appDir) },
                favicon: path.join(appDir, 'src/favicon.svg'),
                publicPath: '/',
                hash: production,
              }),
              ...officerAppPlugins(appDir, brandOf(appDir), production),
            ]
          : []),
      ],
      // A remote's modules shared by its first page and its lazy ones stay in the first page's chunk unless
      // they reach 50 KB (webpack splits them off at 20 KB): the officer's job list, the phone's first page,
      // was one request and 0.4 KB gzip more as two chunks (issue 21, docs/performance.md).
      // The shell's MUI core and shared components (mui-core.cjs) are one chunk.
      optimization: { splitChunks: host ? { cacheGroups: { muiCore: { test: MUI_CORE_CHUNK, name: 'mui-core', chunks: 'async', enforce: true } } } : { minSize: 50_000 } },
      performance: { hints: false },
      stats: 'errors-warnings',
    };
  };
}

module.exports = { createWebpackConfig, serviceWorkerConfig, sharedSingletons, SHARED_PACKAGES };

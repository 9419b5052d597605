// One webpack + Module Federation setup for the shell and every remote, so that the
// shared singletons and their version ranges cannot drift between independently built apps.
const path = require('node:path');
const fs = require('node:fs');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');

// Spec section 9: script chunk load time-out.
const CHUNK_LOAD_TIMEOUT_MS = 120_000;

const SHARED_PACKAGES = [
  'react',
  'react-dom',
  'react-router-dom',
  'react-router',
  '@mui/material',
  '@emotion/react',
  '@emotion/styled',
  'zustand',
  // Shared packages use their contexts and classes (Formik's context, yup's errors), so the
  // remotes must hold the very same copies.
  'formik',
  'yup',
  '@dutylink/contracts',
  '@dutylink/api-client',
  '@dutylink/design-system',
];
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

function sharedSingletons(appDir) {
  const shared = {};
  const add = (key, pkg) => {
    const version = installedVersion(appDir, pkg);
    const major = version.split('.')[0];
    shared[key] = { singleton: true, version, requiredVersion: `^${major === '0' ? version : `${major}.0.0`}` };
  };
  for (const name of SHARED_PACKAGES) add(name, name);
  for (const [key, pkg] of Object.entries(SHARED_SUBPATHS)) add(key, pkg);
  return shared;
}

/**
 * @param {object} options
 * @param {string} options.appDir   the app folder (__dirname of its webpack.config.cjs)
 * @param {string} options.name     Module Federation container name, snake_case
 * @param {boolean} [options.host]  the shell: an HTML page, no exposes
 */
function createWebpackConfig({ appDir, name, host = false }) {
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    return {
      mode: production ? 'production' : 'development',
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      entry: path.join(appDir, 'src/index.ts'),
      output: {
        path: path.join(appDir, 'dist'),
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
      resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'] },
      module: {
        rules: [
          {
            test: /\.[cm]?[jt]sx?$/,
            exclude: /node_modules/,
            use: {
              // Resolved here: pnpm does not hoist build-config's own dependencies into the apps.
              loader: require.resolve('swc-loader'),
              options: {
                jsc: {
                  parser: { syntax: 'typescript', tsx: true },
                  transform: { react: { runtime: 'automatic' } },
                  target: 'es2020',
                },
              },
            },
          },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name,
          ...(host ? {} : { filename: 'remoteEntry.js', exposes: { './routes': path.join(appDir, 'src/routes.tsx') } }),
          shared: sharedSingletons(appDir),
          manifest: true,
          // Remotes are registered at run time from /remotes.json: no type fetching at build time.
          dts: false,
        }),
        ...(host
          ? [new HtmlWebpackPlugin({ template: path.join(appDir, 'src/index.html'), publicPath: '/', hash: production })]
          : []),
      ],
      performance: { hints: false },
      stats: 'errors-warnings',
    };
  };
}

module.exports = { createWebpackConfig, sharedSingletons, SHARED_PACKAGES };

// MUI's core, the part of MUI that holds state for the whole page, shared as singletons: @mui/system (the
// theme's context, the theme's default props, right-to-left) over Emotion's cache and theme, and the contexts
// of @mui/material. Each app compiles in the components it uses, tree-shaken, but those the shell draws: a
// remote that starts using one more component releases alone (docs/decisions/mui-sharing.md).
//
// MUI's components import @mui/system by subpath ('@mui/system/DefaultPropsProvider'), and share keys match
// import specifiers exactly, so every public subpath is a share key of its own. The shell provides all of
// them, whether it imports them or not: a share's `import` given as a file is always built in. Then a
// component the shell never drew still finds its subpath on the page, and no remote ever loads a second
// copy of a context (a theme's default props that a remote's components could not see).
const path = require('node:path');
const fs = require('node:fs');

const CORE = '@mui/system';
// Files of @mui/material shared by their path after node_modules (`allowNodeModulesSuffixMatch`), since
// components reach them by relative imports, provided by the shell:
// - the theme factory: every component reaches it (its default theme, used only outside a ThemeProvider,
//   and Box's), about 7 KB gzip that each remote would otherwise carry;
// - the components the shell draws in every area (its frame, the page progress and the remote fallback)
//   and every area draws too, so a page loads them once (10.5 KB gzip loaded twice on the employee home);
//   a remote keeps its own copy, used under a shell that does not provide one;
// - every module that creates a React context (`materialContexts`): a ButtonGroup compiled into a remote
//   and a Button the shell provides must meet through one ButtonGroupContext.
const THEME_FACTORY = ['styles/createTheme.mjs', 'styles/defaultTheme.mjs'];
const SHELL_COMPONENTS = ['Box/Box.mjs', 'ButtonBase/ButtonBase.mjs', 'Button/Button.mjs', 'CircularProgress/CircularProgress.mjs', 'Typography/Typography.mjs', 'Link/Link.mjs', 'Paper/Paper.mjs'];

// The modules of the shell's one `mui-core` chunk: the core and what it is built on (its utilities, Emotion,
// stylis and their helpers), and the shared @mui/material files with the helpers they import. Left to
// webpack, the many small modules its share keys have in common were copied into a chunk per key (31
// scripts on the home and 6 KB of the core loaded twice; with the shared components, 20 scripts).
const componentFolders = SHELL_COMPONENTS.map((file) => file.split('/')[0]).join('|');
const MUI_CORE_CHUNK = new RegExp(
  [
    String.raw`[\\/]node_modules[\\/](@mui[\\/](system|private-theming|styled-engine|utils)|@emotion[\\/][^\\/]+|@babel[\\/]runtime|stylis|react-is|clsx|prop-types|hoist-non-react-statics)[\\/]`,
    String.raw`[\\/]node_modules[\\/]@mui[\\/]material[\\/]((${componentFolders}|styles|utils|DefaultPropsProvider|zero-styled|transitions|useLazyRipple)[\\/]|.*Context\.mjs$)`,
  ].join('|'),
);

/** The module files of the installed @mui/material that create a React context, relative to the package. */
function materialContexts(materialDir) {
  return fs
    .readdirSync(materialDir, { recursive: true })
    .filter((file) => file.endsWith('.mjs') && fs.readFileSync(path.join(materialDir, file), 'utf8').includes('React.createContext('))
    .map((file) => file.split(path.sep).join('/'))
    .sort();
}

/** The ES module file an `exports` entry of a package gives to `import`. */
function esmFile(packageDir, target) {
  let entry = target;
  while (entry && typeof entry === 'object') entry = entry.import ?? entry.default;
  if (typeof entry !== 'string') return null;
  return path.join(packageDir, entry);
}

/** Every public entry of the installed @mui/system: its share key, and the ES module it is. */
function coreEntries(appDir) {
  const packageDir = path.dirname(require.resolve(`${CORE}/package.json`, { paths: [appDir] }));
  const manifest = JSON.parse(fs.readFileSync(path.join(packageDir, 'package.json'), 'utf8'));
  const entries = [];
  for (const [subpath, target] of Object.entries(manifest.exports)) {
    if (subpath.endsWith('.json')) continue;
    const file = esmFile(packageDir, target);
    if (file) entries.push({ key: subpath === '.' ? CORE : `${CORE}/${subpath.slice(2)}`, file });
  }
  return { version: manifest.version, entries };
}

/**
 * The share config of MUI's core for an app. MUI releases its packages together and each requires the
 * others from its own version up (`^9.5.0`), so a remote requires at least the core it was built with:
 * a remote built on a newer MUI than the deployed shell's is refused (strictVersion) and shows its
 * area's fallback, which is the one release order left (an upgrade of MUI: shell first).
 */
function muiCoreShares(appDir, host) {
  const { version, entries } = coreEntries(appDir);
  const requiredVersion = `^${version}`;
  const shared = {};
  for (const { key, file } of entries) {
    shared[key] = host ? { import: file, singleton: true, version, requiredVersion } : { singleton: true, version, requiredVersion, strictVersion: true };
  }
  const materialDir = path.dirname(require.resolve('@mui/material/package.json', { paths: [appDir] }));
  const material = JSON.parse(fs.readFileSync(path.join(materialDir, 'package.json'), 'utf8')).version;
  for (const file of [...THEME_FACTORY, ...SHELL_COMPONENTS, ...materialContexts(materialDir)]) {
    shared[`@mui/material/${file}`] = {
      import: path.join(materialDir, file),
      allowNodeModulesSuffixMatch: true,
      singleton: true,
      version: material,
      requiredVersion: `^${material}`,
      ...(host ? {} : { strictVersion: true }),
    };
  }
  return shared;
}

module.exports = { muiCoreShares, coreEntries, materialContexts, SHELL_COMPONENTS, MUI_CORE_CHUNK };

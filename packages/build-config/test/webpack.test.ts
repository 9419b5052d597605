// What every app's build relies on (webpack.cjs, mui-core.cjs), read from the configurations the apps build with.
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createWebpackConfig, sharedSingletons } from '../webpack.cjs';
import { materialContexts, MUI_CORE_CHUNK, SHELL_COMPONENTS } from '../mui-core.cjs';
import { serviceWorkerConfig, SERVICE_WORKER, webAppManifest } from '../officer-app.cjs';

const ROOT = path.join(__dirname, '..', '..', '..');
const SHELL = path.join(ROOT, 'shell');
const REMOTES = ['remote-auth', 'remote-employee', 'remote-employer', 'remote-admin'].map((name) => path.join(ROOT, name));

interface Shared {
  singleton?: boolean;
  version?: string;
  requiredVersion?: string;
  strictVersion?: boolean;
  eager?: boolean;
  import?: string;
  allowNodeModulesSuffixMatch?: boolean;
}
type Config = ReturnType<ReturnType<typeof createWebpackConfig>>;

const shellShares = sharedSingletons(SHELL, true) as Record<string, Shared>;
const remoteShares = (dir: string) => sharedSingletons(dir, false) as Record<string, Shared>;
const build = (options: Parameters<typeof createWebpackConfig>[0]): Config => createWebpackConfig(options)({}, { mode: 'production' });
const federation = (config: Config) => {
  const plugin = config.plugins.find((p: object) => p.constructor.name === 'ModuleFederationPlugin') as unknown as { _options: Record<string, unknown> };
  return plugin._options;
};

/** Every `@mui/system…` specifier the installed MUI packages of an app import. */
function coreImports(appDir: string): Set<string> {
  const found = new Set<string>();
  const visit = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) visit(file);
      else if (entry.name.endsWith('.mjs')) for (const [, specifier] of readFileSync(file, 'utf8').matchAll(/from ['"](@mui\/system[^'"]*)['"]/g)) found.add(specifier);
    }
  };
  for (const name of readdirSync(path.join(appDir, 'node_modules', '@mui'))) {
    if (name !== 'system') visit(path.join(appDir, 'node_modules', '@mui', name));
  }
  return found;
}

describe('shared singletons', () => {
  test('every share is a singleton at the installed version, the same in the shell and in every remote (one copy a page)', () => {
    for (const dir of REMOTES) {
      const shares = remoteShares(dir);
      expect(Object.keys(shares).sort()).toEqual(Object.keys(shellShares).sort());
      for (const [key, share] of Object.entries(shares)) {
        expect([key, share.singleton, share.version]).toEqual([key, true, shellShares[key].version]);
      }
    }
    expect(shellShares.react.version).toMatch(/^19\./);
    expect(shellShares['react/jsx-runtime'].version).toBe(shellShares.react.version);
  });

  test('the shell provides and takes any version it has; a remote requires its own range strictly', () => {
    for (const share of Object.values(shellShares)) expect(share.strictVersion).toBeUndefined();
    for (const dir of REMOTES) {
      for (const [key, share] of Object.entries(remoteShares(dir))) expect([key, share.strictVersion, share.eager]).toEqual([key, true, undefined]);
    }
    // A library from its major on; MUI's core from the version the remote was built with, as MUI's packages require each other.
    expect(shellShares.react.requiredVersion).toBe('^19.0.0');
    expect(shellShares['@mui/system'].requiredVersion).toBe(`^${shellShares['@mui/system'].version}`);
  });

  test("only what the shell's first render runs is in its first script", () => {
    const eager = Object.entries(shellShares).filter(([, share]) => share.eager).map(([key]) => key);
    expect(eager.sort()).toEqual(['@dutylink/api-client', '@dutylink/officer-app', '@dutylink/router', 'react', 'react-dom', 'react-dom/client', 'react/jsx-runtime', 'zustand']);
  });

  test("MUI's components are compiled into each app but those the shell draws and the contexts; its core is shared, and the shell provides every entry of it", () => {
    const material = Object.keys(shellShares).filter((key) => key.startsWith('@mui/material') && !key.startsWith('@mui/material/styles/'));
    expect(material.filter((key) => !key.endsWith('Context.mjs')).sort()).toEqual(SHELL_COMPONENTS.map((file) => `@mui/material/${file}`).sort());
    // No facade of MUI: the suite's own shared packages are the router facade, the api-client and the officer app's install prompt.
    expect(Object.keys(shellShares).filter((key) => key.startsWith('@dutylink/')).sort()).toEqual(['@dutylink/api-client', '@dutylink/officer-app', '@dutylink/router']);
    const core = Object.entries(shellShares).filter(([key]) => key.startsWith('@mui/system'));
    expect(core.length).toBeGreaterThan(30);
    // Given as files, they are built into the shell whether it imports them or not.
    for (const [key, share] of core) expect([key, share.import && existsSync(share.import)]).toEqual([key, true]);
  });

  test("every @mui/system subpath MUI's components import (MUI X's too) is a share the shell provides", () => {
    for (const dir of [SHELL, ...REMOTES]) {
      for (const specifier of coreImports(dir)) expect([specifier, shellShares[specifier]?.import !== undefined]).toEqual([specifier, true]);
    }
    expect(coreImports(path.join(ROOT, 'remote-admin')).has('@mui/system/RtlProvider')).toBe(true);
  });

  test("the theme factory, the shell's components and every context, which components reach by relative imports, are shared by their path in node_modules", () => {
    const materialDir = path.join(SHELL, 'node_modules', '@mui', 'material');
    const contexts = materialContexts(materialDir);
    expect(contexts).toEqual(expect.arrayContaining(['ButtonGroup/ButtonGroupContext.mjs', 'FormControl/FormControlContext.mjs', 'List/ListContext.mjs']));
    for (const file of ['styles/createTheme.mjs', 'styles/defaultTheme.mjs', ...SHELL_COMPONENTS, ...contexts]) {
      const key = `@mui/material/${file}`;
      for (const shares of [shellShares, remoteShares(REMOTES[0])]) {
        expect(shares[key]).toMatchObject({ singleton: true, allowNodeModulesSuffixMatch: true });
        expect(existsSync(shares[key].import ?? '')).toBe(true);
      }
    }
  });

  test('a facade whose version drifts from its library fails the build', () => {
    const app = mkdtempSync(path.join(tmpdir(), 'build-config-facade-'));
    try {
      const pkg = (name: string, version: string, dir = path.join(app, 'node_modules', name)) => {
        mkdirSync(dir, { recursive: true });
        writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name, version, main: 'index.js' }));
        writeFileSync(path.join(dir, 'index.js'), '');
      };
      pkg('@dutylink/router', '7.1.0');
      pkg('react-router-dom', '7.2.0', path.join(app, 'node_modules', '@dutylink', 'router', 'node_modules', 'react-router-dom'));
      expect(() => sharedSingletons(app, true)).toThrow(/@dutylink\/router\/package\.json is 7\.1\.0; set it to react-router-dom's 7\.2\.0/);
    } finally {
      rmSync(app, { recursive: true, force: true });
    }
  });
});

describe('the configuration of an app', () => {
  const shell = build({ appDir: SHELL, name: 'shell', host: true });
  const remote = build({ appDir: REMOTES[1], name: 'remote_employee' });

  test("a remote's chunks load from wherever its manifest was loaded from; the shell's from the site's root", () => {
    expect(remote.output.publicPath).toBe('auto');
    expect(shell.output.publicPath).toBe('/');
    expect(remote.output.chunkFilename).toBe('[name].[contenthash:8].js');
    // Spec section 9: a script chunk may take 120 s.
    expect(remote.output.chunkLoadTimeout).toBe(120_000);
  });

  test('a remote exposes its routes alone, takes what is loaded first, and uses the federation runtime of the shell', () => {
    const options = federation(remote);
    expect(options).toMatchObject({ name: 'remote_employee', filename: 'remoteEntry.js', shareStrategy: 'loaded-first', experiments: { externalRuntime: true } });
    expect(options.exposes).toEqual({ './routes': path.join(REMOTES[1], 'src', 'routes.tsx') });
    expect(federation(shell)).toMatchObject({ name: 'shell', shareStrategy: 'loaded-first', experiments: { provideExternalRuntime: true } });
    expect(federation(shell).exposes).toBeUndefined();
  });

  test("the shell puts MUI's core and the components it shares in one chunk", () => {
    const { test: core } = (shell.optimization.splitChunks as { cacheGroups: { muiCore: { test: RegExp } } }).cacheGroups.muiCore;
    const pnpm = (pkg: string) => `/x/node_modules/.pnpm/${pkg.replace('/', '+')}@9.5.0/node_modules/${pkg}/esm/index.mjs`;
    for (const pkg of ['@mui/system', '@mui/private-theming', '@mui/styled-engine', '@mui/utils', '@emotion/react', '@emotion/styled']) expect([pkg, core.test(pnpm(pkg))]).toEqual([pkg, true]);
    expect(core).toBe(MUI_CORE_CHUNK);
    const material = (file: string) => `/x/node_modules/.pnpm/@mui+material@9.5.0/node_modules/@mui/material/${file}`;
    for (const file of [...SHELL_COMPONENTS, 'ButtonBase/TouchRipple.mjs', 'styles/createTheme.mjs', 'Dialog/DialogContext.mjs']) expect([file, core.test(material(file))]).toEqual([file, true]);
    for (const file of ['index.mjs', 'Dialog/Dialog.mjs', 'Tabs/Tabs.mjs', 'ButtonGroup/ButtonGroup.mjs']) expect([file, core.test(material(file))]).toEqual([file, false]);
    expect(core.test(path.join(ROOT, 'packages/design-system/src/theme.ts'))).toBe(false);
  });

  test('a build of another release exposes its own routes, resolves packages from the app and goes where it is told', () => {
    const routes = path.join(ROOT, 'e2e', 'remote-probe', 'routes.tsx');
    const probe = build({ appDir: REMOTES[1], name: 'remote_employee', routes, outputPath: '/tmp/probe' });
    expect(federation(probe).exposes).toEqual({ './routes': routes });
    expect(probe.resolve.modules).toEqual(['node_modules', path.join(REMOTES[1], 'node_modules')]);
    expect(probe.output.path).toBe('/tmp/probe');
    expect(remote.resolve.modules).toBeUndefined();
  });
});

describe("the officer's app (issue 39)", () => {
  const brand = JSON.parse(readFileSync(path.join(ROOT, 'packages/contracts/src/brand.json'), 'utf8')) as Record<string, string>;

  test('the manifest opens My shifts standalone, in the brand, with any-purpose and maskable icons of the sizes Chromium installs', () => {
    const manifest = webAppManifest(brand);
    expect(manifest).toMatchObject({ start_url: '/employee/shifts', scope: '/', display: 'standalone', theme_color: brand.navy, background_color: brand.page });
    expect(manifest.icons.map((icon: { sizes: string; purpose: string }) => `${icon.sizes} ${icon.purpose}`)).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
    for (const icon of manifest.icons) expect(existsSync(path.join(SHELL, 'src', icon.src.replace(/^\/app-icons\//, 'app-icons/')))).toBe(true);
  });

  test("the shell's service worker is built first, by a compiler of its own, for a worker", () => {
    const worker = serviceWorkerConfig(SHELL)({}, { mode: 'production' });
    const shell = build({ appDir: SHELL, name: 'shell', host: true });
    expect([worker.name, worker.target, worker.entry]).toEqual([SERVICE_WORKER, 'webworker', path.join(SHELL, 'src/service-worker/sw.ts')]);
    expect(shell.dependencies).toEqual([SERVICE_WORKER]);
    // Only the shell makes one: a remote's build has no worker and no manifest.
    expect(build({ appDir: REMOTES[1], name: 'remote_employee' }).plugins.map((p: object) => p.constructor.name)).not.toContain('InjectManifest');
    expect(shell.plugins.map((p: object) => p.constructor.name)).toEqual(expect.arrayContaining(['InjectManifest', 'AppFiles']));
  });
});

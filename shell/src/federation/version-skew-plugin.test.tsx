import { render, screen } from '@testing-library/react';
import { createInstance, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { isVersionSkewFallback, type RoutesModule } from './fallback-module';
import { remoteFallbackPlugin } from './fallback-plugin';
import { versionSkewPlugin } from './version-skew-plugin';

/** remote-employee's mf-manifest.json, cut to what the runtime reads, built with the given react. */
function manifest(react: { version: string; requiredVersion: string }) {
  const shared = (name: string, version: string, requiredVersion: string) => ({
    id: `remote_employee:${name}`,
    name,
    version,
    requiredVersion,
    singleton: true,
    assets: { js: { sync: [], async: [] }, css: { sync: [], async: [] } },
  });
  return {
    id: 'remote_employee',
    name: 'remote_employee',
    metaData: {
      name: 'remote_employee',
      type: 'app',
      buildInfo: { buildVersion: '1.0.0', buildName: 'remote-employee' },
      remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
      types: { path: '', name: '', zip: '', api: '' },
      globalName: 'remote_employee',
      pluginVersion: '2.9.2',
      publicPath: 'auto',
    },
    remotes: [],
    exposes: [
      {
        id: 'remote_employee:routes',
        name: 'routes',
        path: './routes',
        assets: { js: { sync: ['__federation_expose_routes.js'], async: [] }, css: { sync: [], async: [] } },
      },
    ],
    shared: [
      shared('react', react.version, react.requiredVersion),
      shared('react/jsx-runtime', react.version, react.requiredVersion),
      shared('zustand', '5.1.0', '^5.0.0'),
    ],
  };
}

const SKEWED = manifest({ version: '20.0.0', requiredVersion: '^20.0.0' });
const CURRENT = manifest({ version: '19.3.1', requiredVersion: '^19.0.0' });

let fetched: string[];
let entriesLoaded: string[];

/**
 * A shell instance of the real federation runtime with the suite's plugins and the share strategy
 * of our builds. Every manifest URL is unique: the runtime caches manifest loads on a global per
 * URL. No remoteEntry.js is fetched: a last 'loadEntry' hook records the request and answers with
 * a container exposing ./routes.
 */
function shellWith(remoteManifest: object) {
  const entry = `https://cdn.example/${Math.random().toString(36).slice(2)}/mf-manifest.json`;
  globalThis.fetch = jest.fn(async (url: string) => {
    fetched.push(url);
    return { ok: true, status: 200, json: async () => structuredClone(remoteManifest) };
  }) as unknown as typeof fetch;
  const container: ModuleFederationRuntimePlugin = {
    name: 'test-container',
    loadEntry({ remoteInfo }) {
      entriesLoaded.push(remoteInfo.entry);
      return { init: jest.fn(), get: () => async () => ({ default: () => <p>Employee routes</p> }) };
    },
  };
  const shared = (version: string) => ({ version, get: async () => () => ({ from: 'shell' }), shareConfig: { singleton: true, requiredVersion: '^19.0.0' } });
  const instance = createInstance({
    name: `shell_${Math.random().toString(36).slice(2)}`,
    remotes: [{ name: 'remote_employee', entry }],
    shareStrategy: 'version-first',
    shared: { react: shared('19.3.1'), 'react/jsx-runtime': shared('19.3.1') },
    plugins: [versionSkewPlugin(), remoteFallbackPlugin(), container],
  });
  return { instance, entry };
}

let consoleError: jest.SpyInstance;

/** The runtime's global record of preloaded exposes (by remote/expose), empty on a fresh page. */
const preloadedExposes = () => (globalThis as unknown as { __FEDERATION__: { __PRELOADED_MAP__: Map<string, boolean> } }).__FEDERATION__.__PRELOADED_MAP__;

beforeEach(() => {
  preloadedExposes().clear();
  fetched = [];
  entriesLoaded = [];
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => jest.restoreAllMocks());

it('loads a remote built from the same majors', async () => {
  const { instance, entry } = shellWith(CURRENT);
  const module = await instance.loadRemote('remote_employee/routes');
  expect(isVersionSkewFallback(module)).toBe(false);
  const Routes = (module as RoutesModule).default;
  render(<Routes />);
  expect(screen.getByText('Employee routes')).toBeInTheDocument();
  expect(entriesLoaded).toEqual([entry.replace('mf-manifest.json', 'remoteEntry.js')]);
  expect(consoleError).not.toHaveBeenCalled();
});

it("stops a skewed remote at its manifest: its entry is never requested, the fallback names what doesn't fit", async () => {
  const { instance, entry } = shellWith(SKEWED);
  const module = await instance.loadRemote('remote_employee/routes');

  expect(fetched).toEqual([entry]);
  expect(entriesLoaded).toEqual([]);
  // Nothing of the remote was preloaded either.
  const base = entry.replace('mf-manifest.json', '');
  expect(document.querySelectorAll(`script[src^="${base}"], link[href^="${base}"]`)).toHaveLength(0);
  expect(isVersionSkewFallback(module)).toBe(true);
  if (!isVersionSkewFallback(module)) return;
  expect(module.versionSkew).toEqual({
    remote: 'remote_employee',
    manifestUrl: entry,
    dependencies: [
      { name: 'react', required: '^20.0.0', provided: '19.3.1' },
      { name: 'react/jsx-runtime', required: '^20.0.0', provided: '19.3.1' },
    ],
  });

  render(<module.default />);
  expect(screen.getByRole('alert')).toHaveTextContent('This part of DutyLink could not be loaded.');
  expect(screen.getByText('This area (remote_employee) was built for react ^20.0.0; this site provides 19.3.1.')).toBeInTheDocument();
  expect(screen.getByText('This area (remote_employee) was built for react/jsx-runtime ^20.0.0; this site provides 19.3.1.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
});

it('reports the skew once, with the remote and each dependency, and keeps it for that manifest', async () => {
  const { instance, entry } = shellWith(SKEWED);
  await instance.loadRemote('remote_employee/routes');
  const again = await instance.loadRemote('remote_employee/routes');

  expect(isVersionSkewFallback(again)).toBe(true);
  expect(fetched).toEqual([entry]);
  expect(entriesLoaded).toEqual([]);
  expect(consoleError).toHaveBeenCalledTimes(1);
  expect(consoleError).toHaveBeenCalledWith(
    'Version skew: remote_employee was built for react ^20.0.0 (this site provides 19.3.1), react/jsx-runtime ^20.0.0 (this site provides 19.3.1); its entry was not loaded.',
    expect.objectContaining({ remote: 'remote_employee', manifestUrl: entry, dependencies: expect.any(Array) }),
  );
});

it("keeps the shell's own shared modules working while a skewed remote is registered", async () => {
  const { instance, entry } = shellWith(SKEWED);
  // 'version-first': the shell's loadShare initialises every registered remote first.
  const react = await instance.loadShare('react');

  expect(react && react()).toEqual({ from: 'shell' });
  expect(fetched).toEqual([entry]);
  expect(entriesLoaded).toEqual([]);
  expect(isVersionSkewFallback(await instance.loadRemote('remote_employee/routes'))).toBe(true);
  expect(entriesLoaded).toEqual([]);
  expect(consoleError).toHaveBeenCalledTimes(1);
});

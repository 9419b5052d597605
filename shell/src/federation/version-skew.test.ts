import type { ModuleFederation } from '@module-federation/enhanced/runtime';
import {
  describeVersionSkew,
  findSkewedDependencies,
  providedShares,
  satisfiesRange,
  skewedDependencyLine,
  type ManifestShared,
  type ProvidedShare,
} from './version-skew';

describe('satisfiesRange', () => {
  it.each([
    ['19.3.1', '^19.0.0', true],
    ['19.0.0', '^19.0.0', true],
    ['20.0.0', '^19.0.0', false],
    ['18.3.1', '^19.0.0', false],
    ['19.3.1', '^20.0.0', false],
    ['0.5.2', '^0.5.1', true],
    ['0.6.0', '^0.5.1', false],
    ['19.3.1', '19.3.1', true],
    ['19.3.2', '19.3.1', false],
    ['19.3.1', '*', true],
    ['19.3.1', '', true],
    ['19.3.1', '^18.0.0 || ^19.0.0', true],
  ] as const)('%s in %p: %p', (version, range, expected) => {
    expect(satisfiesRange(version, range)).toBe(expected);
  });

  it('accepts any version when there is no range or it is false', () => {
    expect(satisfiesRange('20.0.0', undefined)).toBe(true);
    expect(satisfiesRange('20.0.0', false)).toBe(true);
  });
});

/** The shell's shares as the runtime holds them: its own entries plus one another container added. */
function hostOptions(): ModuleFederation['options'] {
  const share = (from: string, version: string, requiredVersion: string | false) => ({ from, version, shareConfig: { singleton: true, requiredVersion } });
  return {
    name: 'shell',
    remotes: [],
    plugins: [],
    inBrowser: true,
    shared: {
      react: [share('remote_admin', '19.4.0', '^19.0.0'), share('shell', '19.3.1', '^19.0.0')],
      'react-dom': [share('shell', '19.3.1', '^19.0.0')],
      '@mui/material/Button': [share('shell', '9.5.0', '^9.0.0')],
      zustand: [share('remote_admin', '5.1.0', '^5.0.0')],
    },
  } as unknown as ModuleFederation['options'];
}

describe('providedShares', () => {
  it("keeps only the shell's own entry of each share key", () => {
    expect(providedShares(hostOptions())).toEqual({
      react: { version: '19.3.1', requiredVersion: '^19.0.0' },
      'react-dom': { version: '19.3.1', requiredVersion: '^19.0.0' },
      '@mui/material/Button': { version: '9.5.0', requiredVersion: '^9.0.0' },
    });
  });
});

describe('findSkewedDependencies', () => {
  const provided: Record<string, ProvidedShare> = {
    react: { version: '19.3.1', requiredVersion: '^19.0.0' },
    'react-dom': { version: '19.3.1', requiredVersion: '^19.0.0' },
    '@mui/material/Button': { version: '9.5.0', requiredVersion: '^9.0.0' },
    zustand: { version: '5.1.0', requiredVersion: '^5.0.0' },
  };
  const singleton = (name: string, version: string, requiredVersion: string | false): ManifestShared => ({ name, version, requiredVersion, singleton: true });

  it('finds nothing in a remote built from the same catalog', () => {
    const shared = [singleton('react', '19.3.1', '^19.0.0'), singleton('react-dom', '19.3.1', '^19.0.0'), singleton('zustand', '5.1.0', '^5.0.0')];
    expect(findSkewedDependencies(shared, provided)).toEqual([]);
  });

  it('accepts a newer minor on either side', () => {
    expect(findSkewedDependencies([singleton('react', '19.9.0', '^19.0.0')], provided)).toEqual([]);
  });

  it("names each singleton whose requiredVersion the shell's version misses", () => {
    const shared = [singleton('react', '20.0.0', '^20.0.0'), singleton('react-dom', '20.0.0', '^20.0.0'), singleton('zustand', '5.1.0', '^5.0.0')];
    expect(findSkewedDependencies(shared, provided)).toEqual([
      { name: 'react', required: '^20.0.0', provided: '19.3.1' },
      { name: 'react-dom', required: '^20.0.0', provided: '19.3.1' },
    ]);
  });

  it("names a remote whose own version is outside the shell's range even when its range is loose", () => {
    expect(findSkewedDependencies([singleton('@mui/material/Button', '10.0.0', '*')], provided)).toEqual([
      { name: '@mui/material/Button', required: '10.0.0', provided: '9.5.0' },
    ]);
  });

  it('handles exact versions and missing ranges', () => {
    expect(findSkewedDependencies([singleton('react', '19.3.1', '19.3.0')], provided)).toEqual([{ name: 'react', required: '19.3.0', provided: '19.3.1' }]);
    expect(findSkewedDependencies([singleton('zustand', '5.1.0', false), { name: 'react', singleton: true }], provided)).toEqual([]);
  });

  it('leaves non-singletons and keys the shell does not provide alone', () => {
    const shared: ManifestShared[] = [
      { name: 'react', version: '20.0.0', requiredVersion: '^20.0.0', singleton: false },
      singleton('date-fns', '5.0.0', '^5.0.0'),
    ];
    expect(findSkewedDependencies(shared, provided)).toEqual([]);
  });
});

describe('messages', () => {
  const skew = {
    remote: 'remote_employee',
    dependencies: [
      { name: 'react', required: '^20.0.0', provided: '19.3.1' },
      { name: 'react-dom', required: '^20.0.0', provided: '19.3.1' },
    ],
  };

  it('gives the fallback one line per dependency naming the area', () => {
    expect(skewedDependencyLine(skew.remote, skew.dependencies[0])).toBe('This area (remote_employee) was built for react ^20.0.0; this site provides 19.3.1.');
  });

  it('gives the console the remote and every dependency with both versions', () => {
    expect(describeVersionSkew(skew)).toBe(
      'Version skew: remote_employee was built for react ^20.0.0 (this site provides 19.3.1), react-dom ^20.0.0 (this site provides 19.3.1); its entry was not loaded.',
    );
  });
});

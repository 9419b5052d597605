import type { ModuleFederation } from '@module-federation/enhanced/runtime';
import { fallbackModule, isFallbackModule, isVersionSkewFallback } from './fallback-module';
import { remoteFallbackPlugin } from './fallback-plugin';
import { VersionSkewError } from './version-skew-plugin';

type Lifecycle = 'beforeRequest' | 'beforeLoadShare' | 'afterResolve' | 'onLoad';

function emit(lifecycle: Lifecycle, error: unknown = new Error('boom')) {
  const { errorLoadRemote } = remoteFallbackPlugin();
  return errorLoadRemote?.({
    id: 'remote_employee/routes',
    error,
    from: 'runtime',
    lifecycle,
    origin: {} as ModuleFederation,
  });
}

beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

it('answers a failed module load with the fallback module', () => {
  const answer = emit('onLoad');
  expect(answer).toBe(fallbackModule);
  expect(isFallbackModule(answer)).toBe(true);
});

it('leaves manifest and shared failures to fail into onLoad', () => {
  expect(emit('afterResolve')).toBeUndefined();
  expect(emit('beforeLoadShare')).toBeUndefined();
  expect(emit('beforeRequest')).toBeUndefined();
});

it('answers a version skew with the fallback that carries it, without another warning', () => {
  const skew = { remote: 'remote_employee', dependencies: [{ name: 'react', required: '^20.0.0', provided: '19.3.1' }] };
  const answer = emit('onLoad', new VersionSkewError(skew));
  expect(isVersionSkewFallback(answer)).toBe(true);
  expect(isVersionSkewFallback(answer) && answer.versionSkew).toBe(skew);
  expect(console.warn).not.toHaveBeenCalled();
  expect(isVersionSkewFallback(fallbackModule)).toBe(false);
});

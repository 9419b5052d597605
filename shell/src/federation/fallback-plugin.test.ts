import type { ModuleFederation } from '@module-federation/enhanced/runtime';
import { fallbackModule, isFallbackModule } from './fallback-module';
import { remoteFallbackPlugin } from './fallback-plugin';

type Lifecycle = 'beforeRequest' | 'beforeLoadShare' | 'afterResolve' | 'onLoad';

function emit(lifecycle: Lifecycle) {
  const { errorLoadRemote } = remoteFallbackPlugin();
  return errorLoadRemote?.({
    id: 'remote_employee/routes',
    error: new Error('boom'),
    from: 'runtime',
    lifecycle,
    origin: {} as ModuleFederation,
  });
}

beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));

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

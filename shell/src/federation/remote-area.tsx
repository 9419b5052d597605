import { lazy, Suspense, useCallback, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { PageProgress } from '@dutylink/design-system';
import { isFallbackModule } from './fallback-module';
import { loadRoutesWithRetry } from './load-routes';
import { RemoteErrorBoundary } from './remote-error-boundary';
import type { RemoteName } from './remote-names';
import { RemoteRetryContext } from './remote-retry-context';

type LazyRoutes = LazyExoticComponent<ComponentType>;

/** One lazy component per remote, so leaving an area and coming back does not load it again. */
const lazyRoutes = new Map<RemoteName, LazyRoutes>();

function routesOf(name: RemoteName): LazyRoutes {
  let routes = lazyRoutes.get(name);
  if (!routes) {
    const created: LazyRoutes = lazy(async () => {
      try {
        const module = await loadRoutesWithRetry(name);
        // A failure is not kept: the next visit of the area tries again.
        if (isFallbackModule(module) && lazyRoutes.get(name) === created) lazyRoutes.delete(name);
        return module;
      } catch (error) {
        if (lazyRoutes.get(name) === created) lazyRoutes.delete(name);
        throw error;
      }
    });
    routes = created;
    lazyRoutes.set(name, routes);
  }
  return routes;
}

/**
 * Mounts a remote's route tree. The remote's code is requested only when this renders, and any
 * failure ends in a contained fallback with Retry instead of a blank page.
 */
export function RemoteArea({ name }: { name: RemoteName }) {
  const [RemoteRoutes, setRemoteRoutes] = useState(() => routesOf(name));
  const [attempt, setAttempt] = useState(0);

  const retry = useCallback(() => {
    lazyRoutes.delete(name);
    setRemoteRoutes(() => routesOf(name));
    setAttempt((n) => n + 1);
  }, [name]);

  return (
    <RemoteRetryContext.Provider value={retry}>
      <RemoteErrorBoundary key={attempt} remote={name} onRetry={retry}>
        <Suspense fallback={<PageProgress />}>
          <RemoteRoutes />
        </Suspense>
      </RemoteErrorBoundary>
    </RemoteRetryContext.Provider>
  );
}

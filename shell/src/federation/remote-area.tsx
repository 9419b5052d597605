import { lazy, Suspense, useCallback, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { PageProgress } from '@dutylink/design-system';
import { isFallbackModule, type RoutesModule } from './fallback-module';
import { loadRoutesWithRetry } from './load-routes';
import { RemoteErrorBoundary } from './remote-error-boundary';
import type { RemoteName } from './remote-names';
import { RemoteRetryContext } from './remote-retry-context';

type LazyRoutes = LazyExoticComponent<ComponentType>;

interface AreaRoutes {
  component: LazyRoutes;
  /** Starts the download without rendering; the component then resolves with the same load. */
  preload: () => void;
}

/** One lazy component per remote, so leaving an area and coming back does not load it again. */
const lazyRoutes = new Map<RemoteName, AreaRoutes>();

function routesOf(name: RemoteName): AreaRoutes {
  let routes = lazyRoutes.get(name);
  if (!routes) {
    let loading: Promise<RoutesModule> | undefined;
    const load = () =>
      (loading ??= (async () => {
        try {
          const module = await loadRoutesWithRetry(name);
          // A failure is not kept: the next visit of the area tries again.
          if (isFallbackModule(module) && lazyRoutes.get(name) === created) lazyRoutes.delete(name);
          return module;
        } catch (error) {
          if (lazyRoutes.get(name) === created) lazyRoutes.delete(name);
          throw error;
        }
      })());
    const created: AreaRoutes = { component: lazy(load), preload: () => void load().catch(() => undefined) };
    routes = created;
    lazyRoutes.set(name, routes);
  }
  return routes;
}

/** Starts loading a remote's routes before its area renders (the caller has checked access). */
export function preloadRemoteArea(name: RemoteName): void {
  routesOf(name).preload();
}

/**
 * Mounts a remote's route tree. The remote's code is requested only when this renders, and any
 * failure ends in a contained fallback with Retry instead of a blank page.
 */
export function RemoteArea({ name }: { name: RemoteName }) {
  const [RemoteRoutes, setRemoteRoutes] = useState(() => routesOf(name).component);
  const [attempt, setAttempt] = useState(0);

  const retry = useCallback(() => {
    lazyRoutes.delete(name);
    setRemoteRoutes(() => routesOf(name).component);
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

import { lazy, Suspense, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { PageProgress } from '@dutylink/design-system';
import { RemoteErrorBoundary } from './remote-error-boundary';
import type { RemoteName } from './remote-names';
import { loadRemoteRoutes } from './runtime';

interface AreaRoutes {
  component: LazyExoticComponent<ComponentType>;
  /** Starts the download without rendering; the component then resolves with the same load. */
  preload: () => void;
}

/** One lazy component per remote, so leaving an area and coming back does not load it again. */
const lazyRoutes = new Map<RemoteName, AreaRoutes>();

function routesOf(name: RemoteName): AreaRoutes {
  let routes = lazyRoutes.get(name);
  if (!routes) {
    let loading: Promise<{ default: ComponentType }> | undefined;
    const load = () =>
      (loading ??= loadRemoteRoutes(name).catch((error: unknown) => {
        // A failure is not kept: a Retry, or the next visit of the area, loads it again.
        if (lazyRoutes.get(name) === created) lazyRoutes.delete(name);
        throw error;
      }));
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
 * Mounts a remote's route tree. The remote's code is requested only when this renders (or was
 * preloaded). Whatever fails, loading or rendering, ends in the error boundary's fallback, whose
 * Retry mounts the area again with a fresh load.
 */
export function RemoteArea({ name }: { name: RemoteName }) {
  const [attempt, setAttempt] = useState(0);
  const RemoteRoutes = routesOf(name).component;
  return (
    <RemoteErrorBoundary key={attempt} remote={name} onRetry={() => setAttempt((n) => n + 1)}>
      <Suspense fallback={<PageProgress />}>
        <RemoteRoutes />
      </Suspense>
    </RemoteErrorBoundary>
  );
}

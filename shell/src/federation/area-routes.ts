import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { RemoteName } from './remote-names';
import { loadRemoteRoutes } from './runtime';

interface AreaRoutes {
  component: LazyExoticComponent<ComponentType>;
  /** Starts the download without rendering; the component then resolves with the same load. */
  preload: () => void;
}

/** One lazy component per remote, so leaving an area and coming back does not load it again. */
const lazyRoutes = new Map<RemoteName, AreaRoutes>();

export function routesOf(name: RemoteName): AreaRoutes {
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

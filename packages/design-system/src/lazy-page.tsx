import { lazy, Suspense, type ComponentType } from 'react';
import { PageProgress } from './page-progress';

/**
 * A page whose code loads when it is first shown, with the loading indicator meanwhile: an area's
 * first page then does not download and run every other page (docs/performance.md).
 */
export function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Page = lazy(async () => ({ default: await load() })) as unknown as ComponentType<P>;
  function LazyPage(props: P) {
    return (
      <Suspense fallback={<PageProgress />}>
        <Page {...props} />
      </Suspense>
    );
  }
  return LazyPage;
}

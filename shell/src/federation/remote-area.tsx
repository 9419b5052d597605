import { Suspense, useState } from 'react';
import { PageProgress } from '@dutylink/design-system';
import { browserDocument } from '../browser-document';
import { routesOf } from './area-routes';
import { RemoteErrorBoundary } from './remote-error-boundary';
import type { RemoteName } from './remote-names';
import { retryNeedsNewPage } from './runtime';

/**
 * Mounts a remote's route tree. The remote's code is requested only when this renders (or was
 * preloaded). Whatever fails, loading or rendering, ends in the error boundary's fallback, whose
 * Retry mounts the area again with a fresh load, or loads the page again when the load failed and the
 * page's HTML preloaded the remote (runtime.ts: the browser keeps a failed preload).
 */
export function RemoteArea({ name }: { name: RemoteName }) {
  const [attempt, setAttempt] = useState(0);
  const RemoteRoutes = routesOf(name).component;
  return (
    <RemoteErrorBoundary key={attempt} remote={name} onRetry={() => (retryNeedsNewPage(name) ? browserDocument.reload() : setAttempt((n) => n + 1))}>
      <Suspense fallback={<PageProgress />}>
        <RemoteRoutes />
      </Suspense>
    </RemoteErrorBoundary>
  );
}

import { Suspense, useState } from 'react';
import { PageProgress } from '@dutylink/design-system';
import { routesOf } from './area-routes';
import { RemoteErrorBoundary } from './remote-error-boundary';
import type { RemoteName } from './remote-names';

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

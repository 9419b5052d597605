import { lazy, Suspense, useState } from 'react';
import { useToasts } from '@dutylink/api-client';

// notistack and the toasts' look are not drawn by a first screen: they load with the first toast. The
// browser fetches them once it is idle (a prefetch), so that a toast saying the network was lost still shows.
const ToastStack = lazy(() => import(/* webpackPrefetch: true */ './toast-stack'));

/** Shows the api-client toast store, from the first toast on. */
export function Toaster() {
  const anyToast = useToasts((state) => state.toasts.length > 0);
  const [needed, setNeeded] = useState(false);
  if (anyToast && !needed) setNeeded(true);
  return needed ? (
    <Suspense fallback={null}>
      <ToastStack />
    </Suspense>
  ) : null;
}

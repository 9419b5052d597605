import { lazy, Suspense } from 'react';
import { BrowserRouter } from '@dutylink/router';
import { DocumentTitle } from './routing/document-title';

// The routes, with MUI and the design system, are a chunk of their own: the first script stays small, and
// until they draw, the page shows the progress ring of index.html (visible while #root is empty).
const AppRoutes = lazy(() => import('./routing/app-routes').then((m) => ({ default: m.AppRoutes })));

/**
 * Navigations are urgent updates, not transitions: 'Log Out' changes the location and clears the
 * session in one render, so the guard never sees an anonymous user inside the area it is leaving.
 * A lazily loaded area shows its progress indicator instead of keeping the previous page.
 */
export function App() {
  return (
    <BrowserRouter useTransitions={false}>
      <DocumentTitle />
      <Suspense fallback={null}>
        <AppRoutes />
      </Suspense>
    </BrowserRouter>
  );
}

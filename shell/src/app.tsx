import { BrowserRouter } from '@dutylink/router';
import { AppRoutes } from './routing/app-routes';

/**
 * Navigations are urgent updates, not transitions: 'Log Out' changes the location and clears the
 * session in one render, so the guard never sees an anonymous user inside the area it is leaving.
 * A lazily loaded area shows its progress indicator instead of keeping the previous page.
 */
export function App() {
  return (
    <BrowserRouter useTransitions={false}>
      <AppRoutes />
    </BrowserRouter>
  );
}

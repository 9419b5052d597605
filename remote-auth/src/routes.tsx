import { Route, Routes } from '@dutylink/router';
import { lazyPage } from '@dutylink/design-system';

// Every screen loads on demand, the landing page too: a visitor's first landing page is the server's
// prerendered HTML (no script), so the app draws it only after a navigation inside the app.
const LandingPage = lazyPage(() => import('./features/landing/landing-page').then((m) => m.LandingPage));
const VerifyMailPage = lazyPage(() => import('./features/verify-mail/verify-mail-page').then((m) => m.VerifyMailPage));
const VerifyMailLinkPage = lazyPage(() => import('./features/verify-mail/verify-mail-link-page').then((m) => m.VerifyMailLinkPage));
const NotFoundPage = lazyPage(() => import('./features/not-found/not-found-page').then((m) => m.default));

/**
 * Mounted by the shell at /* inside its router and DutyLinkThemeProvider. The server renders the SMS job page,
 * sign-in and sign-up, and the policy pages (the shell loads those as documents).
 */
export default function AuthRoutes() {
  return (
    <Routes>
      <Route index element={<LandingPage redirectSignedIn />} />
      <Route path="landing" element={<LandingPage />} />
      <Route path="auth">
        <Route path="verifyMail" element={<VerifyMailPage />} />
        <Route path="verifyMail/:role" element={<VerifyMailPage />} />
        <Route path="verifyMail/:role/:email/:token" element={<VerifyMailLinkPage />} />
      </Route>
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}

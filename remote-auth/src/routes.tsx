import { lazy, Suspense, type ReactNode } from 'react';
import { Route, Routes } from '@dutylink/router';
import { PageProgress } from '@dutylink/design-system';
import { LandingPage } from './features/landing/landing-page';

// The landing page is what a first visit downloads, in plain markup; every other screen, and with
// it MUI, loads on demand (the shell renders / and /landing without the design system).
const SignInPage = lazy(() => import('./features/sign-in/sign-in-page').then((m) => ({ default: m.SignInPage })));
const SignUpPage = lazy(() => import('./features/sign-up/sign-up-page').then((m) => ({ default: m.SignUpPage })));
const VerifyMailPage = lazy(() => import('./features/verify-mail/verify-mail-page').then((m) => ({ default: m.VerifyMailPage })));
const VerifyMailLinkPage = lazy(() =>
  import('./features/verify-mail/verify-mail-link-page').then((m) => ({ default: m.VerifyMailLinkPage })),
);
const PolicyPage = lazy(() => import('./features/policies/policy-page').then((m) => ({ default: m.PolicyPage })));
const NotFoundPage = lazy(() => import('./features/not-found/not-found-page'));
const PublicJobPage = lazy(() => import('./features/public-job/public-job-page').then((m) => ({ default: m.PublicJobPage })));

const load = (page: ReactNode) => <Suspense fallback={<PageProgress />}>{page}</Suspense>;

/** Mounted by the shell at /* inside its router; inside DutyLinkThemeProvider except on / and /landing. */
export default function AuthRoutes() {
  return (
    <Routes>
      <Route index element={<LandingPage redirectSignedIn />} />
      <Route path="landing" element={<LandingPage />} />
      <Route path="terms" element={load(<PolicyPage policy="terms" />)} />
      <Route path="privacy" element={load(<PolicyPage policy="privacy" />)} />
      <Route path="auth">
        <Route index element={load(<SignInPage />)} />
        <Route path="signIn" element={load(<SignInPage />)} />
        <Route path="signUp" element={load(<SignUpPage />)} />
        <Route path="verifyMail" element={load(<VerifyMailPage />)} />
        <Route path="verifyMail/:role" element={load(<VerifyMailPage />)} />
        <Route path="verifyMail/:role/:email/:token" element={load(<VerifyMailLinkPage />)} />
      </Route>
      <Route path="jobs/:id/:userId" element={load(<PublicJobPage />)} />
      <Route path="*" element={load(<NotFoundPage />)} />
    </Routes>
  );
}

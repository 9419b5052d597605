import { Navigate, Route, Routes } from '@dutylink/router';
import { EmployerJobState, Role } from '@dutylink/contracts';
import { lazyPage, NotFoundPage } from '@dutylink/design-system';
import { PaymentStepPage, RequireSubscription, SubscriptionPage } from '@dutylink/subscription';
import { HomeRedirect } from './features/home/home-redirect';
import { EmployerJobsPage } from './features/job-posts';

// The home (the job posts) comes with the area; the forms and the applicants load when opened.
const CompanyGeneralPage = lazyPage(() => import('./features/company-profile').then((m) => m.CompanyGeneralPage));
const EmployerProfilePage = lazyPage(() => import('./features/profile').then((m) => m.EmployerProfilePage));
const JobEditorPage = lazyPage(() => import('./features/job-editor').then((m) => m.JobEditorPage));
const JobApplicantsPage = lazyPage(() => import('./features/applicants').then((m) => m.JobApplicantsPage));
const ApplicantPage = lazyPage(() => import('./features/applicants').then((m) => m.ApplicantPage));
const TodayPage = lazyPage(() => import('./features/today').then((m) => m.TodayPage));
const TimesheetsPage = lazyPage(() => import('./features/timesheets').then((m) => m.TimesheetsPage));
const MyOfficersPage = lazyPage(() => import('./features/officers').then((m) => m.MyOfficersPage));

/**
 * The employer area, mounted by the shell under /employer behind the guard and the frame. Paths are
 * relative to /employer.
 */
export default function EmployerRoutes() {
  return (
    <Routes>
      <Route index element={<HomeRedirect />} />

      {/* Company profile */}
      <Route path="general" element={<CompanyGeneralPage />} />
      <Route path="payment" element={<PaymentStepPage role={Role.Employer} />} />
      <Route path="profile" element={<EmployerProfilePage />} />

      {/* Job posts */}
      <Route path="jobs" element={<Navigate to="active" replace />} />
      <Route
        path="jobs/active"
        element={
          <RequireSubscription role={Role.Employer}>
            <EmployerJobsPage key="active" state={EmployerJobState.Active} />
          </RequireSubscription>
        }
      />
      <Route
        path="jobs/deactivated"
        element={
          <RequireSubscription role={Role.Employer}>
            <EmployerJobsPage key="closed" state={EmployerJobState.Closed} />
          </RequireSubscription>
        }
      />
      <Route path="jobs/:id" element={<JobEditorPage />} />
      <Route path="jobs/:id/applicants" element={<JobApplicantsPage />} />
      <Route path="jobs/:id/applicants/:employeeId" element={<ApplicantPage />} />

      {/* After the hire (issue 20): open without a subscription too, so hours worked can still be approved and paid. */}
      <Route path="today" element={<TodayPage />} />
      <Route path="timesheets" element={<TimesheetsPage />} />
      {/* Issue 36: favourites and blocks, open without a subscription as the officers' records are. */}
      <Route path="officers" element={<MyOfficersPage />} />

      {/* Subscription */}
      <Route path="subscription" element={<SubscriptionPage role={Role.Employer} />} />
      <Route path="subscription/:result" element={<SubscriptionPage role={Role.Employer} />} />

      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}

import { Navigate, Route, Routes } from '@dutylink/router';
import { EmployerJobState, Role } from '@dutylink/contracts';
import { NotFoundPage } from '@dutylink/design-system';
import { PaymentStepPage, RequireSubscription, SubscriptionPage } from '@dutylink/subscription';
import { CompanyGeneralPage } from './features/company-profile';
import { HomeRedirect } from './features/home/home-redirect';
import { EmployerJobsPage } from './features/job-posts';
import { EmployerProfilePage } from './features/profile';
import { ApplicantPage, JobApplicantsPage } from './features/applicants';
import { JobEditorPage } from './features/job-editor';

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
      {/* APPLICANTS: jobs/:id/applicants and jobs/:id/applicants/:employeeId (applicants engineer adds these lines) */}
      <Route path="jobs/:id/applicants" element={<JobApplicantsPage />} />
      <Route path="jobs/:id/applicants/:employeeId" element={<ApplicantPage />} />

      {/* Subscription */}
      <Route path="subscription" element={<SubscriptionPage role={Role.Employer} />} />
      <Route path="subscription/:result" element={<SubscriptionPage role={Role.Employer} />} />

      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}

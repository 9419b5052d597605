import { Route, Routes } from '@dutylink/router';
import { NotFoundPage } from '@dutylink/design-system';
import { AdminLayout } from './features/layout';
import { AnalyticsPage } from './features/analytics';
import { EmployersPage, EmployeesPage } from './features/users';
import { JobsPage } from './features/jobs';
import { PromoPage } from './features/promo';
import { EmployerProfilePage, EmployeeProfilePage } from './features/profiles';
import { EmployerJobsPage, EmployeeJobsPage } from './features/user-jobs';
import { AdminJobPage, JobApplicantsPage } from './features/job-view';

/**
 * The admin area, mounted by the shell under /admin behind the guard and the frame. Paths are relative to
 * /admin; the layout draws the menu (Analytics, Employers, Employees, Jobs, Promo).
 */
export default function AdminRoutes() {
  return (
    <Routes>
      <Route element={<AdminLayout />}>
        <Route index element={<AnalyticsPage />} />

        <Route path="employers" element={<EmployersPage />} />
        <Route path="employers/:id" element={<EmployerProfilePage />} />
        <Route path="employers/:id/jobs" element={<EmployerJobsPage tab="active" />} />
        <Route path="employers/:id/jobs/active" element={<EmployerJobsPage tab="active" />} />
        <Route path="employers/:id/jobs/deactivated" element={<EmployerJobsPage tab="deactivated" />} />
        <Route path="employers/jobs/:id/applicants" element={<JobApplicantsPage />} />

        <Route path="employees" element={<EmployeesPage />} />
        <Route path="employees/:id" element={<EmployeeProfilePage />} />
        <Route path="employees/:id/jobs" element={<EmployeeJobsPage tab="all" />} />
        <Route path="employees/:id/jobs/hired" element={<EmployeeJobsPage tab="hired" />} />
        <Route path="employees/:id/jobs/applied" element={<EmployeeJobsPage tab="applied" />} />

        <Route path="jobs" element={<JobsPage />} />
        <Route path="jobs/:id" element={<AdminJobPage />} />
        <Route path="jobs/:id/applicants" element={<JobApplicantsPage />} />

        <Route path="promo" element={<PromoPage />} />

        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}

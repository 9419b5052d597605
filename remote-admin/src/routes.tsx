import { Route, Routes } from '@dutylink/router';
import { ReportTab } from '@dutylink/contracts';
import { lazyPage, NotFoundPage } from '@dutylink/design-system';
import { AdminLayout } from './components/layout';
import { AnalyticsPage } from './features/analytics';

// The home (Analytics, with the charts) comes with the area; the data-grid pages load when opened.
const EmployersPage = lazyPage(() => import('./features/users').then((m) => m.EmployersPage));
const EmployeesPage = lazyPage(() => import('./features/users').then((m) => m.EmployeesPage));
const JobsPage = lazyPage(() => import('./features/jobs').then((m) => m.JobsPage));
const PromoPage = lazyPage(() => import('./features/promo').then((m) => m.PromoPage));
const EmployerProfilePage = lazyPage(() => import('./features/profiles').then((m) => m.EmployerProfilePage));
const EmployeeProfilePage = lazyPage(() => import('./features/profiles').then((m) => m.EmployeeProfilePage));
const EmployerJobsPage = lazyPage(() => import('./features/user-jobs').then((m) => m.EmployerJobsPage));
const EmployeeJobsPage = lazyPage(() => import('./features/user-jobs').then((m) => m.EmployeeJobsPage));
const AdminJobPage = lazyPage(() => import('./features/job-view').then((m) => m.AdminJobPage));
const JobApplicantsPage = lazyPage(() => import('./features/job-view').then((m) => m.JobApplicantsPage));
const ReportsPage = lazyPage(() => import('./features/reports').then((m) => m.ReportsPage));

/**
 * The admin area, mounted by the shell under /admin behind the guard and the frame. Paths are relative to
 * /admin; the layout draws the menu (Analytics, Employers, Employees, Jobs, Promo, Reports).
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

        <Route path="reports" element={<ReportsPage tab={ReportTab.Open} />} />
        <Route path="reports/closed" element={<ReportsPage tab={ReportTab.Closed} />} />

        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}

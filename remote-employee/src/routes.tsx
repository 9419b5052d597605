import { useEffect } from 'react';
import { Route, Routes } from '@dutylink/router';
import { useSession } from '@dutylink/api-client';
import { Role } from '@dutylink/contracts';
import { lazyPage, NotFoundPage } from '@dutylink/design-system';
import { HomeRedirect } from './features/home/home-redirect';
import { EmployeeJobsPage } from './features/jobs';
import { whenSettled } from './lib/when-settled';

// The home (the job lists) comes with the area; a job's page, the profile wizard, the profile, the shifts
// and the subscription pages (Formik, yup) load when opened.
const EmployeeJobPage = lazyPage(() => import('./features/jobs/employee-job-page').then((m) => m.EmployeeJobPage));
const GeneralStepPage = lazyPage(() => import('./features/general-step').then((m) => m.GeneralStepPage));
const PermitsStepPage = lazyPage(() => import('./features/permits-step').then((m) => m.PermitsStepPage));
const NotificationsStepPage = lazyPage(() => import('./features/notifications-step').then((m) => m.NotificationsStepPage));
const ExperienceStepPage = lazyPage(() => import('./features/experience-step').then((m) => m.ExperienceStepPage));
const EmployeeProfilePage = lazyPage(() => import('./features/profile').then((m) => m.EmployeeProfilePage));
const MyShiftsPage = lazyPage(() => import('./features/shifts').then((m) => m.MyShiftsPage));
const EarningsPage = lazyPage(() => import('./features/shifts').then((m) => m.EarningsPage));
const ReportPage = lazyPage(() => import('./features/report').then((m) => m.ReportPage));
const PaymentStepPage = lazyPage(() => import('@dutylink/subscription').then((m) => m.PaymentStepPage));
const SubscriptionPage = lazyPage(() => import('@dutylink/subscription').then((m) => m.SubscriptionPage));

/**
 * The employee area, mounted by the shell under /employee behind the guard and the frame. Paths are
 * relative to /employee.
 */
export default function EmployeeRoutes() {
  const userId = useSession((session) => session.user?.id);
  // The officer's app (issue 39): its service worker and the checks kept offline, once the first page has settled.
  useEffect(() => {
    if (userId) whenSettled(() => void import('./components/officer-app/start-officer-app').then((app) => app.startOfficerApp(userId)));
  }, [userId]);
  return (
    <Routes>
      <Route index element={<HomeRedirect />} />

      {/* Profile wizard */}
      <Route path="general" element={<GeneralStepPage />} />
      <Route path="permits" element={<PermitsStepPage />} />
      <Route path="notifications" element={<NotificationsStepPage />} />
      <Route path="experience" element={<ExperienceStepPage />} />
      <Route path="payment" element={<PaymentStepPage role={Role.Employee} />} />

      <Route path="profile" element={<EmployeeProfilePage />} />
      {/* Issue 21: the landing page banner's report form */}
      <Route path="report" element={<ReportPage />} />

      {/* Jobs: jobs, jobs/hired, jobs/applied, jobs/:id */}
      <Route path="jobs" element={<EmployeeJobsPage type="all" />} />
      <Route path="jobs/hired" element={<EmployeeJobsPage type="hired" />} />
      <Route path="jobs/applied" element={<EmployeeJobsPage type="applied" />} />
      <Route path="jobs/:id" element={<EmployeeJobPage />} />

      {/* Shifts (issue 20): shifts, shifts/earnings */}
      <Route path="shifts" element={<MyShiftsPage />} />
      <Route path="shifts/earnings" element={<EarningsPage />} />

      {/* Subscription */}
      <Route path="subscription" element={<SubscriptionPage role={Role.Employee} />} />
      <Route path="subscription/:result" element={<SubscriptionPage role={Role.Employee} />} />

      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}

import { Route, Routes } from '@dutylink/router';
import { Role } from '@dutylink/contracts';
import { lazyPage, NotFoundPage } from '@dutylink/design-system';
import { PaymentStepPage, SubscriptionPage } from '@dutylink/subscription';
import { HomeRedirect } from './features/home/home-redirect';
import { EmployeeJobPage, EmployeeJobsPage } from './features/jobs';

// The home (the jobs) comes with the area; the profile wizard and the profile load when opened.
const GeneralStepPage = lazyPage(() => import('./features/general-step').then((m) => m.GeneralStepPage));
const PermitsStepPage = lazyPage(() => import('./features/permits-step').then((m) => m.PermitsStepPage));
const NotificationsStepPage = lazyPage(() => import('./features/notifications-step').then((m) => m.NotificationsStepPage));
const ExperienceStepPage = lazyPage(() => import('./features/experience-step').then((m) => m.ExperienceStepPage));
const EmployeeProfilePage = lazyPage(() => import('./features/profile').then((m) => m.EmployeeProfilePage));

/**
 * The employee area, mounted by the shell under /employee behind the guard and the frame. Paths are
 * relative to /employee.
 */
export default function EmployeeRoutes() {
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

      {/* Jobs: jobs, jobs/hired, jobs/applied, jobs/:id */}
      <Route path="jobs" element={<EmployeeJobsPage type="all" />} />
      <Route path="jobs/hired" element={<EmployeeJobsPage type="hired" />} />
      <Route path="jobs/applied" element={<EmployeeJobsPage type="applied" />} />
      <Route path="jobs/:id" element={<EmployeeJobPage />} />

      {/* Subscription */}
      <Route path="subscription" element={<SubscriptionPage role={Role.Employee} />} />
      <Route path="subscription/:result" element={<SubscriptionPage role={Role.Employee} />} />

      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}

import { Route, Routes } from 'react-router-dom';
import { Role } from '@dutylink/contracts';
import { NotFoundPage } from '@dutylink/design-system';
import { PaymentStepPage, SubscriptionPage } from '@dutylink/subscription';
import { EmployerHome } from './features/home/employer-home';

/** The employer area, mounted by the shell under /employer behind the guard and the frame. */
export default function EmployerRoutes() {
  return (
    <Routes>
      <Route index element={<EmployerHome />} />
      <Route path="subscription" element={<SubscriptionPage role={Role.Employer} />} />
      <Route path="subscription/:result" element={<SubscriptionPage role={Role.Employer} />} />
      <Route path="payment" element={<PaymentStepPage role={Role.Employer} />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}

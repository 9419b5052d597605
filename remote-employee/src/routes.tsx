import { Route, Routes } from 'react-router-dom';
import { Role } from '@dutylink/contracts';
import { NotFoundPage } from '@dutylink/design-system';
import { PaymentStepPage, SubscriptionPage } from '@dutylink/subscription';
import { EmployeeHome } from './features/home/employee-home';

/** The employee area, mounted by the shell under /employee behind the guard and the frame. */
export default function EmployeeRoutes() {
  return (
    <Routes>
      <Route index element={<EmployeeHome />} />
      <Route path="subscription" element={<SubscriptionPage role={Role.Employee} />} />
      <Route path="subscription/:result" element={<SubscriptionPage role={Role.Employee} />} />
      <Route path="payment" element={<PaymentStepPage role={Role.Employee} />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}

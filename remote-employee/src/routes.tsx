import { Route, Routes } from 'react-router-dom';
import { NotFoundPage } from '@dutylink/design-system';
import { EmployeeHome } from './features/home/employee-home';

/** The employee area, mounted by the shell under /employee behind the guard and the frame. */
export default function EmployeeRoutes() {
  return (
    <Routes>
      <Route index element={<EmployeeHome />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}

import { Route, Routes } from 'react-router-dom';
import { NotFoundPage } from '@dutylink/design-system';
import { EmployerHome } from './features/home/employer-home';

/** The employer area, mounted by the shell under /employer behind the guard and the frame. */
export default function EmployerRoutes() {
  return (
    <Routes>
      <Route index element={<EmployerHome />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}

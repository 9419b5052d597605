import { Route, Routes } from 'react-router-dom';
import { NotFoundPage } from '@dutylink/design-system';
import { AdminHome } from './features/home/admin-home';

/** The admin area, mounted by the shell under /admin behind the guard and the frame. */
export default function AdminRoutes() {
  return (
    <Routes>
      <Route index element={<AdminHome />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}

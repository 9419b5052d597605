import { Route, Routes } from 'react-router-dom';
import { NotFoundPage } from '@dutylink/design-system';
import { paths, Role } from '@dutylink/contracts';
import { RemoteArea, type RemoteName } from '../federation';
import { RoleFrame } from '../frame/role-frame';
import { DocumentTitle } from './document-title';
import { PublicArea } from './public-area';
import { RoleGuard } from './role-guard';

const AREA_REMOTE: Record<Role, RemoteName> = {
  [Role.Employee]: 'remote_employee',
  [Role.Employer]: 'remote_employer',
  [Role.Admin]: 'remote_admin',
};

function RoleArea({ role }: { role: Role }) {
  return (
    <RoleGuard role={role}>
      <RoleFrame role={role}>
        <RemoteArea name={AREA_REMOTE[role]} />
      </RoleFrame>
    </RoleGuard>
  );
}

export function AppRoutes() {
  return (
    <>
      <DocumentTitle />
      <Routes>
        <Route path={paths.notFound} element={<NotFoundPage />} />
        <Route path={`${paths.employee}/*`} element={<RoleArea role={Role.Employee} />} />
        <Route path={`${paths.employer}/*`} element={<RoleArea role={Role.Employer} />} />
        <Route path={`${paths.admin}/*`} element={<RoleArea role={Role.Admin} />} />
        <Route path="*" element={<PublicArea />} />
      </Routes>
    </>
  );
}

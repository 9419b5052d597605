import { lazy, Suspense } from 'react';
import { Route, Routes } from '@dutylink/router';
import { AREA_REMOTE, paths, Role } from '@dutylink/contracts';
import { DutyLinkThemeProvider, PageProgress } from '@dutylink/design-system';
import { RemoteArea } from '../federation/remote-area';
import { PublicArea } from './public-area';
import { loadRoleFrame } from './role-areas';
import { RoleGuard } from './role-guard';
import { ServerPage } from './server-page';

/** Pages the server renders: sign-in, sign-up and the policies (docs/decisions/server-sign-in.md). */
const SERVER_PAGES = [paths.auth, paths.signIn, paths.signUp, paths.terms, paths.privacy];

const RoleFrame = lazy(() => loadRoleFrame().then((m) => ({ default: m.RoleFrame })));
const NotFoundPage = lazy(() => import('./not-found-page'));

function RoleArea({ role }: { role: Role }) {
  return (
    <RoleGuard role={role}>
      <RoleFrame role={role}>
        <RemoteArea name={AREA_REMOTE[role]} />
      </RoleFrame>
    </RoleGuard>
  );
}

/** Every page sits in one design-system frame (MUI's theme and the toaster), so toasts outlive navigations. */
export function AppRoutes() {
  return (
    <DutyLinkThemeProvider>
      <Suspense fallback={<PageProgress />}>
        <Routes>
          <Route path={paths.notFound} element={<NotFoundPage />} />
          {SERVER_PAGES.map((path) => (
            <Route key={path} path={path} element={<ServerPage />} />
          ))}
          <Route path={`${paths.employee}/*`} element={<RoleArea role={Role.Employee} />} />
          <Route path={`${paths.employer}/*`} element={<RoleArea role={Role.Employer} />} />
          <Route path={`${paths.admin}/*`} element={<RoleArea role={Role.Admin} />} />
          <Route path="*" element={<PublicArea />} />
        </Routes>
      </Suspense>
    </DutyLinkThemeProvider>
  );
}

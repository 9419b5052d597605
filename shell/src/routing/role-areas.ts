import { Role } from '@dutylink/contracts';
import type { RemoteName } from '../federation';

/** The frame around every role area (MUI's app bar and menu), a chunk of its own. */
export const loadRoleFrame = () => import('../frame/role-frame');

/** Which remote renders each role's area. */
export const AREA_REMOTE: Record<Role, RemoteName> = {
  [Role.Employee]: 'remote_employee',
  [Role.Employer]: 'remote_employer',
  [Role.Admin]: 'remote_admin',
};

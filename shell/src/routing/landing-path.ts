import { Role, roleHome, verifyMailPath, type UserInfo } from '@dutylink/contracts';

/** Employees and employers must verify their e-mail before their area opens (spec section 6). */
export function needsEmailVerification(user: UserInfo): boolean {
  return user.role !== Role.Admin && !user.emailVerified;
}

/** Where a signed-in user belongs: their area root, or e-mail verification first. */
export function landingPath(user: UserInfo): string {
  return needsEmailVerification(user) ? verifyMailPath(user.role) : roleHome(user.role);
}

import { Role, roleHome, safeReturnUrl, verifyMailPath, type UserInfo } from '@dutylink/contracts';

/**
 * Spec section 2, sign-in: a verified user goes to the returnUrl or the role home; otherwise to
 * e-mail verification. Admins have no e-mail step.
 */
export function pathAfterSignIn(user: UserInfo, returnUrl: string | null): string {
  if (user.emailVerified || user.role === Role.Admin) return safeReturnUrl(returnUrl) ?? roleHome(user.role);
  return verifyMailPath(user.role);
}

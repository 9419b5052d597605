import { Role, roleHome, safeReturnUrl, verifyMailPath, withReturnUrl, type UserInfo } from '@dutylink/contracts';

/**
 * Spec section 2, sign-in: a verified user goes to the returnUrl or the role home; otherwise to
 * e-mail verification, which keeps the returnUrl for the sign-in after it. Admins have no e-mail step.
 */
export function pathAfterSignIn(user: UserInfo, returnUrl: string | null): string {
  const target = safeReturnUrl(returnUrl);
  if (user.emailVerified || user.role === Role.Admin) return target ?? roleHome(user.role);
  return target ? withReturnUrl(verifyMailPath(user.role), target) : verifyMailPath(user.role);
}

import { Role, roleHome, safeReturnUrl, verifyMailPath, type UserInfo } from '@dutylink/contracts';

/**
 * Spec section 2, sign-in: a verified user goes to the returnUrl or the role home; otherwise to
 * e-mail verification, which keeps the returnUrl for the sign-in after it. Admins have no e-mail step.
 */
export function pathAfterSignIn(user: UserInfo, returnUrl: string | null): string {
  const target = safeReturnUrl(returnUrl);
  if (user.emailVerified || user.role === Role.Admin) return target ?? roleHome(user.role);
  const verifyMail = verifyMailPath(user.role);
  return target ? `${verifyMail}?${new URLSearchParams({ returnUrl: target }).toString()}` : verifyMail;
}

import { Role, ROLE_SLUG } from './roles';
import type { UserInfo } from './user';

/**
 * Browser paths shared by the shell and the remotes. Remotes never import each other,
 * so a link into another area is one of these plain paths.
 */
export const paths = {
  home: '/',
  landing: '/landing',
  terms: '/terms',
  privacy: '/privacy',
  auth: '/auth',
  signIn: '/auth/signIn',
  signUp: '/auth/signUp',
  verifyMail: '/auth/verifyMail',
  notFound: '/404',
  employee: '/employee',
  employer: '/employer',
  admin: '/admin',
} as const;

export function roleHome(role: Role): string {
  return `/${ROLE_SLUG[role]}`;
}

export function verifyMailPath(role?: Role): string {
  return role === undefined ? paths.verifyMail : `${paths.verifyMail}/${ROLE_SLUG[role]}`;
}

/** The e-mail link: /auth/verifyMail/{role}/{email}/{token}, and ?returnUrl= when it leads somewhere after (issue 17). */
export function verifyMailLinkPath(role: Role, email: string, token: string, returnUrl?: string): string {
  const link = `${paths.verifyMail}/${ROLE_SLUG[role]}/${encodeURIComponent(email)}/${encodeURIComponent(token)}`;
  const target = safeReturnUrl(returnUrl);
  return target ? withReturnUrl(link, target) : link;
}

/** The role whose area a path belongs to, or undefined for public and auth paths. */
export function roleOfPath(pathname: string): Role | undefined {
  for (const role of [Role.Employee, Role.Employer, Role.Admin] as const) {
    const home = roleHome(role);
    if (pathname === home || pathname.startsWith(`${home}/`)) return role;
  }
  return undefined;
}

/** A returnUrl is honoured only when it is a path on this site (no open redirect). */
export function safeReturnUrl(value: string | null | undefined): string | undefined {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return undefined;
  return value;
}

/** Sign-in or sign-up (`path`) with the role chosen and the returnUrl kept, so moving between them loses neither. */
export function authPath(path: string, role: Role, returnUrl?: string | null): string {
  const query = new URLSearchParams({ role: String(role) });
  const target = safeReturnUrl(returnUrl);
  if (target) query.set('returnUrl', target);
  return `${path}?${query.toString()}`;
}

/** Sign-in with the role already chosen: where Log Out leads, so a returning user does not choose it again. */
export const signInAs = (role: Role) => authPath(paths.signIn, role);

/** `path` with the returnUrl query a sign-in honours afterwards (see safeReturnUrl). */
export function withReturnUrl(path: string, returnUrl: string): string {
  return `${path}?${new URLSearchParams({ returnUrl }).toString()}`;
}

/** Employees and employers verify their e-mail before their area opens (spec section 6); admins have none. */
export function needsEmailVerification(user: Pick<UserInfo, 'role' | 'emailVerified'>): boolean {
  return user.role !== Role.Admin && !user.emailVerified;
}

/**
 * Where a signed-in user belongs (spec section 2), the one answer of the shell, the sign-in, the sign-up
 * and the landing page: the returnUrl (when it is safe) or their role's home; before that, e-mail
 * verification, which keeps the returnUrl for after it.
 */
export function userHome(user: Pick<UserInfo, 'role' | 'emailVerified'>, returnUrl?: string | null): string {
  const target = safeReturnUrl(returnUrl);
  if (!needsEmailVerification(user)) return target ?? roleHome(user.role);
  return target ? withReturnUrl(verifyMailPath(user.role), target) : verifyMailPath(user.role);
}

/** The router state of the landing page after 'Delete my account': it then says the account is gone (issue 17). */
export const ACCOUNT_DELETED_STATE = { accountDeleted: true } as const;

export function isAccountDeletedState(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as { accountDeleted?: unknown }).accountDeleted === true;
}

import { safeReturnUrl, type Role } from '@dutylink/contracts';

/** The query of sign-in and sign-up: the role the visitor chose and the returnUrl they came with. */
export function authQuery(role: Role, returnUrl: string | null): URLSearchParams {
  const query = new URLSearchParams({ role: String(role) });
  const target = safeReturnUrl(returnUrl);
  if (target) query.set('returnUrl', target);
  return query;
}

/** Sign-in or sign-up keeping the role and the returnUrl, so moving between them loses neither. */
export function authPath(path: string, role: Role, returnUrl: string | null): string {
  return `${path}?${authQuery(role, returnUrl).toString()}`;
}

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

/**
 * Why the visitor is asked to sign in, when they came from a page of the app (an SMS link's "Open this job in
 * DutyLink", a bookmark): the sign-in page is not a dead end that forgot where they were going.
 */
export function returnNote(returnUrl: string | null): string | null {
  const target = safeReturnUrl(returnUrl);
  if (!target) return null;
  return /^\/employee\/jobs\/\d+$/.test(target.split('?')[0]!) ? 'Sign in to see this job.' : 'Sign in to go on to the page you opened.';
}

import { isSignedIn, needsEmailVerification, userHome, type Role, type UserInfo } from '@dutylink/contracts';

export type GuardDecision = { kind: 'wait' } | { kind: 'open' } | { kind: 'sign-in' } | { kind: 'redirect'; to: string } | { kind: 'verify-mail'; to: string };

/** The access rule of spec section 2 for one role's area, as data: the guard and the area preload share it. */
export function guardDecision(role: Role, ready: boolean, user: UserInfo | null | undefined): GuardDecision {
  if (!ready) return { kind: 'wait' };
  if (!isSignedIn(user)) return { kind: 'sign-in' };
  if (user.role !== role) return { kind: 'redirect', to: userHome(user) };
  if (needsEmailVerification(user)) return { kind: 'verify-mail', to: userHome(user) };
  return { kind: 'open' };
}

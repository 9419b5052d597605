import { create } from 'zustand';
import { authPaths, isSignedIn, type UserInfo, type UserResponse } from '@dutylink/contracts';
import { call } from './call';
import { http } from './http';

interface SessionState {
  /** The signed-in user, or null for a visitor. */
  user: UserInfo | null;
  /** False until the session is known (the page brought it, or auth/refresh answered). */
  ready: boolean;
}

/**
 * The session, read by every part of the suite and written only here, in the api-client: by the
 * calls whose answer carries the user (sign-in, sign-up, e-mail verification, profile saves), by
 * auth/refresh, by logging out and deleting the account, and once at start from the page.
 */
export const useSession = create<SessionState>()(() => ({ user: null, ready: false }));

/** Keeps the user a call answered with (its UserResponse); passes the user on, or undefined after an error. */
export function storeUser(answer: UserResponse | undefined): UserInfo | undefined {
  if (!answer?.user) return undefined;
  useSession.setState({ user: isSignedIn(answer.user) ? answer.user : null });
  return answer.user;
}

/** The session the page brought (PageBoot): known at once, without asking auth/refresh. */
export function startSession(user: UserInfo | null): void {
  useSession.setState({ user: isSignedIn(user) ? user : null, ready: true });
}

/** Forgets the user here (logging out, a deleted account): the visitor is anonymous. */
export function forgetUser(): void {
  useSession.setState({ user: null });
}

/**
 * POST auth/refresh: at start-up and after profile saves. Fails silently (spec section 8): a visitor
 * without a session simply stays anonymous.
 */
export async function refreshSession(): Promise<UserInfo | null> {
  const answer = await call(() => http.post<UserResponse>(authPaths.refresh), { silent: true });
  const user = isSignedIn(answer?.user) ? answer.user : null;
  useSession.setState({ user, ready: true });
  return user;
}

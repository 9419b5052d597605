import { create } from 'zustand';
import { authPaths, isSignedIn, type UserInfo, type UserResponse } from '@dutylink/contracts';
import { call } from './call';
import { http } from './http';

interface SessionState {
  /** The signed-in user, or null for a visitor. */
  user: UserInfo | null;
  /** False until the first refreshSession() has answered. */
  ready: boolean;
  setUser: (user: UserInfo | null) => void;
}

export const useSession = create<SessionState>()((set) => ({
  user: null,
  ready: false,
  setUser: (user) => set({ user: isSignedIn(user) ? user : null }),
}));

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

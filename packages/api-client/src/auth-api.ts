import {
  authPaths,
  type EmailSendCodeResponse,
  type Role,
  type UserResponse,
} from '@dutylink/contracts';
import { call, type CallOptions } from './call';
import { http } from './http';
import { forgetUser, storeUser } from './session';

type FieldErrorsHandler = CallOptions['onFieldErrors'];


/**
 * Spec section 7, Auth, as the app calls it. Each function returns undefined after an error toast. The phone
 * code calls are the sign-in pages' (the server renders them: docs/decisions/server-sign-in.md).
 */
export const authApi = {
  /** Returns how many hours the e-mailed link stays valid. With a returnUrl the link leads there once confirmed. */
  emailSendCode: async (role: Role, email: string, returnUrl?: string) =>
    (await call(() => http.post<EmailSendCodeResponse>(authPaths.emailSendCode(role, email, returnUrl))))?.validHours,

  emailVerify: async (role: Role, email: string, token: string, onFieldErrors?: FieldErrorsHandler) =>
    storeUser(await call(() => http.post<UserResponse>(authPaths.emailVerify(role, email, token)), { onFieldErrors })),

  /**
   * POST auth/logout. The session ends on the server before anything else happens: a page opened right
   * after 'Log Out' (or a tab closed then) must not find it alive. Once the server answered (or failed:
   * the session is of no use then either), `leave` runs — the caller goes to sign-in — and the user is
   * forgotten in the same render, so no guard sees a signed-out visitor on the page being left.
   */
  logout: async (leave?: () => void) => {
    const ended = (await call(() => http.post<object>(authPaths.logout))) !== undefined;
    leave?.();
    forgetUser();
    return ended;
  },

  /** DELETE auth. True when the account was deleted; the visitor is then anonymous. */
  deleteAccount: async () => {
    const answer = await call(() => http.delete<object>(authPaths.deleteAccount));
    if (answer === undefined) return false;
    forgetUser();
    return true;
  },
};

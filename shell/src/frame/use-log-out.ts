import { useCallback } from 'react';
import { authApi, useSession } from '@dutylink/api-client';

/**
 * Ends the session on the server (POST auth/logout) and forgets the user here at once: the
 * 'Log Out' link itself navigates to sign-in, so nothing waits for the answer.
 */
export function useLogOut(): () => void {
  const setUser = useSession((s) => s.setUser);
  return useCallback(() => {
    void authApi.logout();
    setUser(null);
  }, [setUser]);
}

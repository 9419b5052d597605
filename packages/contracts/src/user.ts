import type { Role } from './roles';
import type { Step } from './steps';

/** Spec section 3, User info. id 0 means not signed in. */
export interface UserInfo {
  id: number;
  email: string;
  name: string;
  role: Role;
  emailVerified: boolean;
  filledStep: Step[];
  hasSubscription: boolean;
  virtualSubscription: boolean;
  pausedNotificationsUntil: string | null;
  pausedNotificationsDays: number;
}

export const ANONYMOUS_USER: UserInfo = {
  id: 0,
  email: '',
  name: '',
  role: 0,
  emailVerified: false,
  filledStep: [],
  hasSubscription: false,
  virtualSubscription: false,
  pausedNotificationsUntil: null,
  pausedNotificationsDays: 0,
};

export function isSignedIn(user: UserInfo | null | undefined): user is UserInfo {
  return !!user && user.id !== 0;
}

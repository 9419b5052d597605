import { formatPhone, type UserInfo } from '@dutylink/contracts';
import type { User } from '../../db/schema';

/** What the browser keeps about the signed-in user (contracts UserInfo). */
export function toUserInfo(user: User): UserInfo {
  return {
    id: user.id,
    email: user.email ?? user.pending_email ?? '',
    // Until a profile step stores a name, the phone is the only thing that names the account.
    name: user.name ?? (user.phone ? formatPhone(user.phone) : ''),
    role: user.role,
    emailVerified: user.email_verified,
    filledStep: user.filled_steps,
    hasSubscription: false,
    virtualSubscription: false,
    pausedNotificationsUntil: null,
    pausedNotificationsDays: 0,
  };
}

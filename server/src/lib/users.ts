import type { FastifyInstance } from 'fastify';
import { formatPhone, Role, type UserInfo, type UserResponse } from '@dutylink/contracts';
import type { Db } from '../db/connect';
import type { User } from '../db/schema';
import { forbidden, notFound } from '../http-errors';
import type { Access } from './access';

/** The account of `id` when it has one of `roles` and is not deleted; 404 for any other id. */
export async function liveUser(db: Db, id: number, roles: readonly Role[]): Promise<User> {
  const user = await db.selectFrom('users').selectAll().where('id', '=', id).where('role', 'in', roles).where('deleted_at', 'is', null).executeTakeFirst();
  if (!user) throw notFound();
  return user;
}

/**
 * The account of `role` whose profile `viewer` asks for by id: their own, or any for an admin. Another's
 * id is refused without saying whether it exists.
 */
export async function viewedProfile(db: Db, viewer: User, id: number, role: Role): Promise<User> {
  if (viewer.role !== Role.Admin && viewer.id !== id) throw forbidden();
  return liveUser(db, id, [role]);
}

/**
 * What the browser keeps about the signed-in user (contracts UserInfo). `access` comes from the
 * subscription (app.subscriptions.access): hasSubscription while it is Active, or Cancelled with
 * its period not over, or virtual (promo); virtualSubscription while a virtual one runs.
 */
export function toUserInfo(user: User, access: Access, now: Date): UserInfo {
  // A pause that has run out (at midnight after its last day where the employee paused) reads as none; its days go with it.
  const paused = user.paused_notifications_ends_at && user.paused_notifications_ends_at > now ? user.paused_notifications_until : null;
  return {
    id: user.id,
    email: user.email ?? user.pending_email ?? '',
    // Until a profile step stores a name, the phone is the only thing that names the account.
    name: user.name ?? (user.phone ? formatPhone(user.phone) : ''),
    role: user.role,
    emailVerified: user.email_verified,
    filledStep: user.filled_steps,
    hasSubscription: access.hasSubscription,
    virtualSubscription: access.virtualSubscription,
    pausedNotificationsUntil: paused,
    pausedNotificationsDays: paused ? (user.paused_notifications_days ?? 0) : 0,
  };
}

/** The user row as it is now (after a profile save), as the browser's UserInfo. */
export async function refreshedUser(app: FastifyInstance, userId: number): Promise<UserResponse> {
  const user = await app.db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirstOrThrow();
  return { user: toUserInfo(user, await app.subscriptions.access(user.id), app.now()) };
}

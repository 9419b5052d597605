import { Role, SubscriptionState, type AdminSubscriptionView } from '@dutylink/contracts';
import type { Db } from '../../db/connect';
import type { Events } from '../../plugins/events';
import { isSmsOptedOut } from '../sms-consent';
import { blockUser, deleteAccountWithSubscription, unblockUser } from '../auth';
import { isRunning } from '../../lib/access';
import { liveUser } from '../../lib/users';
import { promoById, type Subscriptions } from '../subscriptions';

/** A live employee or employer account; admins, deleted and unknown ids answer 404. */
const managedUser = (db: Db, id: number) => liveUser(db, id, [Role.Employee, Role.Employer]);

/** POST admin/users/change-state/{id}/{state}: 0 blocks (every session ends at once), 1 unblocks. */
export async function changeUserState(db: Db, id: number, enabled: boolean): Promise<void> {
  const user = await managedUser(db, id);
  if (enabled) await unblockUser(db, user.id);
  else await blockUser(db, user.id);
}

/** DELETE admin/users/{id}: the same deletion as the user's own (subscription cancelled, data removed, sessions ended). */
export async function deleteUser(db: Db, events: Events, subscriptions: Pick<Subscriptions, 'endForDeletedAccount'>, id: number, now: Date): Promise<void> {
  const user = await managedUser(db, id);
  await deleteAccountWithSubscription(subscriptions, db, events, user, now);
}

/**
 * GET admin/users/{id}/subscription: state as it applies now (Inactive once the period is over),
 * virtual, the applied promo code while Active (as in the lists), started and end (ISO) while running;
 * and the account: Active or Blocked, and when it signed up.
 */
export async function userSubscription(db: Db, id: number, now: Date): Promise<AdminSubscriptionView> {
  const user = await managedUser(db, id);
  const account = { enabled: user.enabled, created: user.created_at.toISOString(), smsOptedOut: await isSmsOptedOut(db, user.phone) };
  const sub = await db.selectFrom('subscriptions').selectAll().where('user_id', '=', user.id).executeTakeFirst();
  if (!isRunning(sub, now)) return { state: SubscriptionState.Inactive, virtual: false, promo: null, started: null, end: null, account };
  const promo = sub.state === SubscriptionState.Active ? await promoById(db, sub.promo_id) : undefined;
  return {
    state: sub.state,
    virtual: sub.virtual,
    promo: promo?.name ?? null,
    started: sub.started_at ? sub.started_at.toISOString() : null,
    end: sub.until ? sub.until.toISOString() : null,
    account,
  };
}

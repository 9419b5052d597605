import { SubscriptionState } from '@dutylink/contracts';
import type { Db } from '../db/connect';
import type { SubscriptionRow } from '../db/schema';
import { prepared } from '../db/prepared-statements';

export interface Access {
  hasSubscription: boolean;
  virtualSubscription: boolean;
}

/**
 * Whether the subscription gives access at `at`: Active or Cancelled with its period not over,
 * or a virtual (promo) one that never ends.
 */
export function isRunning<S extends Pick<SubscriptionRow, 'state' | 'until' | 'virtual'>>(sub: S | undefined, at: Date): sub is S {
  if (!sub || sub.state === SubscriptionState.Inactive) return false;
  if (sub.until === null) return sub.virtual;
  return sub.until > at;
}

/** What a subscription (or none) gives at `now`. */
export function accessAt(sub: Pick<SubscriptionRow, 'state' | 'until' | 'virtual'> | undefined, now: Date): Access {
  const running = isRunning(sub, now);
  return { hasSubscription: running, virtualSubscription: running && sub.virtual };
}

/** A user's access; the signed-in user's comes with the session (request.access), in the same statement. */
export async function access(db: Db, userId: number, now: Date): Promise<Access> {
  const sub = await db.selectFrom('subscriptions').select(['state', 'until', 'virtual']).where('user_id', '=', userId).$call(prepared).executeTakeFirst();
  return accessAt(sub, now);
}

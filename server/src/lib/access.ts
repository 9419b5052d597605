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

/** The subscription's columns a statement reads beside its user (the session's, a job link's employee's). */
export const SUBSCRIPTION_COLUMNS = ['subscriptions.state as subscription_state', 'subscriptions.until as subscription_until', 'subscriptions.virtual as subscription_virtual'] as const;

interface SubscriptionColumns {
  subscription_state: SubscriptionRow['state'] | null;
  subscription_until: SubscriptionRow['until'] | null;
  subscription_virtual: SubscriptionRow['virtual'] | null;
}

/** A row read with SUBSCRIPTION_COLUMNS (a left join: null without a subscription): the rest of it, and the access at `now`. */
export function withAccess<R extends SubscriptionColumns>(row: R, now: Date): { rest: Omit<R, keyof SubscriptionColumns>; access: Access } {
  const { subscription_state: state, subscription_until: until, subscription_virtual: virtual, ...rest } = row;
  return { rest, access: accessAt(state === null || virtual === null ? undefined : { state, until, virtual }, now) };
}

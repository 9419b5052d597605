import { sql } from 'kysely';
import { Step, SubscriptionState } from '@dutylink/contracts';
import type { Db } from '../../db/connect';
import type { Promo } from '../../db/schema';
import { badRequest } from '../../http-errors';
import { addMonths } from './plans';
import { isRunning } from '../../lib/access';
import { markStepFilled } from '../../lib/filled-steps';
import { lockSubscription, NO_QUEUED_PLAN } from './service';

export type PromoOutcome =
  /** A 100 %-off promo from Add Promo Code: a virtual subscription started at once. */
  | { kind: 'virtual'; promo: Promo }
  /** Stored as the user's applied promo: it lowers the next purchase (and its renewals) for its duration. */
  | { kind: 'applied'; promo: Promo }
  /** The code is the one already applied (the coupon field of a purchase may repeat it). */
  | { kind: 'same'; promo: Promo };

/** The live promo of a code, whatever its letter case. */
export async function findPromo(db: Db, code: string): Promise<Promo | undefined> {
  return db
    .selectFrom('promos')
    .selectAll()
    .where(sql<string>`lower(name)`, '=', code.trim().toLowerCase())
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

/**
 * The promo rules, the same for apply-promo and for the coupon field of a purchase (`forPurchase`): the code must
 * exist, not be deleted, be valid now, have redemptions left (counted in one conditional UPDATE,
 * so concurrent redemptions cannot overshoot) and not have been redeemed by this user before.
 * Everything happens in one transaction: a refusal changes nothing.
 */
export async function applyPromo(db: Db, userId: number, code: string, now: Date, field: string, forPurchase = false): Promise<PromoOutcome> {
  const refuse = (title: string) => badRequest(title, { [field]: [title] });
  return db.transaction().execute(async (trx) => {
    const promo = await findPromo(trx, code);
    if (!promo) throw refuse('This promo code does not exist');
    if (promo.valid_until && promo.valid_until <= now) throw refuse('This promo code has expired');
    const sub = await lockSubscription(trx, userId, now);
    if (sub.promo_id === promo.id) {
      if (forPurchase) return { kind: 'same', promo };
      throw refuse('This promo code is already applied');
    }
    if (promo.percent_off === 100 && isRunning(sub, now)) {
      throw refuse(sub.virtual ? 'You already have a free subscription' : 'This promo code gives a free subscription: use it when your current subscription ends');
    }
    const redeemed = await trx
      .insertInto('promo_redemptions')
      .values({ promo_id: promo.id, user_id: userId, created_at: now })
      .onConflict((oc) => oc.columns(['promo_id', 'user_id']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!redeemed) throw refuse('You have already used this promo code');
    const counted = await trx
      .updateTable('promos')
      .set((eb) => ({ redemptions: eb('redemptions', '+', 1) }))
      .where('id', '=', promo.id)
      .where((eb) => eb.or([eb('max_redemptions', 'is', null), eb('redemptions', '<', eb.ref('max_redemptions'))]))
      .returning('id')
      .executeTakeFirst();
    if (!counted) throw refuse('This promo code has been used up');

    // With Add Promo Code a 100 % code is a free (virtual) subscription; entered with a chosen plan it
    // prices that plan like any other code, so the plan the user chose is the one that starts.
    if (promo.percent_off === 100 && !forPurchase) {
      const until = promo.duration_months > 0 ? addMonths(now, promo.duration_months) : null;
      await trx
        .updateTable('subscriptions')
        .set({
          state: SubscriptionState.Active,
          period: null,
          product_id: null,
          started_at: now,
          period_start: now,
          until,
          virtual: true,
          provider: 'promo',
          provider_subscription_id: null,
          promo_id: promo.id,
          promo_applied_at: now,
          promo_started_at: now,
          promo_until: until,
          ...NO_QUEUED_PLAN,
          updated_at: now,
        })
        .where('user_id', '=', userId)
        .execute();
      await markStepFilled(trx, userId, Step.Payment);
      return { kind: 'virtual', promo };
    }
    // Replaces any earlier promo (the browser asked the user to confirm).
    await trx
      .updateTable('subscriptions')
      .set({ promo_id: promo.id, promo_applied_at: now, promo_started_at: null, promo_until: null, updated_at: now })
      .where('user_id', '=', userId)
      .execute();
    return { kind: 'applied', promo };
  });
}

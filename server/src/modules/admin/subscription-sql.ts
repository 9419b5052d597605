import { sql, type RawBuilder } from 'kysely';
import { SubscriptionState } from '@dutylink/contracts';

/**
 * The subscription state an admin sees, in SQL over a `subscriptions as s` left join: the stored
 * state while it runs (the rule of isRunning in subscriptions/service.ts), else Inactive.
 */
export function effectiveStateSql(now: Date): RawBuilder<number> {
  return sql<number>`(case when s.state <> ${SubscriptionState.Inactive} and ((s.until is null and s.virtual) or s.until > ${now}) then s.state else ${SubscriptionState.Inactive} end)::int`;
}

/** The applied promo code (a `promos as p` left join on s.promo_id) only while the subscription is Active, else null. */
export function activePromoSql(now: Date): RawBuilder<string | null> {
  return sql<string | null>`(case when ${effectiveStateSql(now)} = ${SubscriptionState.Active} then p.name end)`;
}
